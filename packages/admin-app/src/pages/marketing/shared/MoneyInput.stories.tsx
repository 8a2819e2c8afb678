import { useState } from "react";
import { UiProviders } from "../../../components/UiProviders";
import { createI18n } from "../../../i18n";
import { MoneyInput } from "./MoneyInput";

export default { title: "Admin/Marketing/MoneyInput" };

function Shown({ language, start }: { language: "zh-cn" | "en"; start?: number }) {
  const [value, setValue] = useState<number | string | undefined>(start);
  return (
    <UiProviders i18n={createI18n({ language })}>
      <div style={{ width: 240 }}>
        <MoneyInput aria-label="amount" value={value} onChange={setValue} />
        <p data-testid="stored">{JSON.stringify(value ?? null)}</p>
      </div>
    </UiProviders>
  );
}

/** An amount typed in yuan; what the form keeps (cents, or the text a rule refuses) shows below. */
export const Empty = () => <Shown language="zh-cn" />;

export const WithAmount = () => <Shown language="zh-cn" start={1990} />;

export const English = () => <Shown language="en" start={5} />;
