import { Tag } from "antd";
import { useMemo } from "react";
import {
  DataTable,
  type DataTableRow,
  type TableHeaderItem,
} from "../../../components/data-table/DataTable";
import { useRouteTitle } from "../../../router/useRouteTitle";
import { DemoPage } from "../DemoPage";
import { useDemoTranslation } from "../useDemoTranslation";

const MODELS = ["VT-100", "VT-200", "VT-300"];
const COLOURS = ["#409eff", "#67c23a", "#e6a23c"];

/** A small coloured square as an image cell, drawn here so the demo needs no image files. */
const swatch = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect width="24" height="24" rx="4" fill="${colour}"/></svg>`)}`;

/** /make/tableDemo: the reusable table over 45 demo devices (every page size has pages). */
export default function TableDemoPage() {
  const { t } = useDemoTranslation();
  const title = useRouteTitle();
  const header: TableHeaderItem[] = [
    {
      key: "image",
      title: t("demos.make.colImage"),
      type: "image",
      width: 24,
      height: 24,
      colWidth: 80,
    },
    { key: "name", title: t("demos.make.colName") },
    { key: "model", title: t("demos.make.colModel") },
    { key: "status", title: t("demos.make.colStatus") },
    { key: "price", title: t("demos.make.colPrice") },
  ];
  const rows: DataTableRow[] = useMemo(
    () =>
      Array.from({ length: 45 }, (_, index) => ({
        id: index + 1,
        image: swatch(COLOURS[index % COLOURS.length] ?? "#409eff"),
        name: t("demos.make.deviceName", { n: index + 1 }),
        model: MODELS[index % MODELS.length],
        status: t(index % 3 === 0 ? "demos.make.statusOffline" : "demos.make.statusOnline"),
        price: 1999 + (index % 5) * 100,
      })),
    [t],
  );
  return (
    <DemoPage intro={t("demos.make.tableIntro")}>
      <DataTable
        title={title}
        header={header}
        rows={rows}
        cells={{
          status: (value) => (
            <Tag color={value === t("demos.make.statusOnline") ? "green" : "default"}>
              {String(value)}
            </Tag>
          ),
        }}
      />
    </DemoPage>
  );
}
