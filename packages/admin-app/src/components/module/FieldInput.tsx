import { Input, InputNumber, Select, Switch } from "antd";
import type { ReactNode } from "react";
import { DictionarySelect } from "./DictionarySelect";
import type { ModuleColumn } from "./moduleTypes";
import { SEARCH_BY_LABEL } from "./searchByLabel";

/** Secrets are typed into password boxes, whatever the module. */
const SECRET_KEYS = new Set(["password", "confirmPassword"]);

/** The input a column's dictionary, options or type call for; a declaration may replace it per field. */
export function FieldInput({
  column,
  ...control
}: { column: ModuleColumn } & Record<string, unknown>): ReactNode {
  // A dictionary is what operators edit, so it comes first; the declared options stand in for it.
  if (column.dictionary) {
    return (
      <DictionarySelect
        {...control}
        code={column.dictionary}
        type={column.type}
        fallback={column.options}
      />
    );
  }
  if (column.options) {
    return (
      <Select
        {...control}
        mode={column.type === "integerList" ? "multiple" : undefined}
        showSearch={SEARCH_BY_LABEL}
        options={column.options.map((o) => ({ value: o.value, label: o.label }))}
      />
    );
  }
  switch (column.type) {
    case "boolean":
      return <Switch {...control} />;
    case "integer":
      return (
        // No min/max on the box: antd pulls a value back into range when the box loses focus, so
        // 成团人数 1 silently became 2 (issue 36). The range is the form rule's (formRules), which
        // says what is allowed instead.
        <InputNumber {...control} precision={0} style={{ width: "100%" }} />
      );
    case "integerList":
      return <Select {...control} mode="multiple" options={[]} />;
    default:
      return SECRET_KEYS.has(column.key) ? (
        <Input.Password {...control} autoComplete="new-password" />
      ) : (
        <Input {...control} />
      );
  }
}
