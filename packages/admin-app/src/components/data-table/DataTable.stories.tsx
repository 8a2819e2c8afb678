import { useState } from "react";
import { createI18n, type Language } from "../../i18n";
import { UiProviders } from "../UiProviders";
import { DataTable, type DataTableRow, type TableHeaderItem } from "./DataTable";

export default { title: "Admin/DataTable" };

const header: TableHeaderItem[] = [
  { key: "name", title: "Name" },
  { key: "city", title: "City" },
  { key: "orders", title: "Orders" },
];

const sampleRows = (count: number): DataTableRow[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `Shop ${i + 1}`,
    city: ["Hangzhou", "Shenzhen", "Taipei"][i % 3],
    orders: (i * 37) % 500,
  }));

/** Each story brings its own i18n, so it runs in Storybook or Ladle alone. */
function Frame({ rows, language = "zh-cn" }: { rows: number; language?: Language }) {
  const [i18n] = useState(() => createI18n({ language }));
  return (
    <UiProviders i18n={i18n}>
      <DataTable title="Shops" header={header} rows={sampleRows(rows)} />
    </UiProviders>
  );
}

export const ManyRows = () => <Frame rows={65} />;
export const Empty = () => <Frame rows={0} />;
export const English = () => <Frame rows={12} language="en" />;
