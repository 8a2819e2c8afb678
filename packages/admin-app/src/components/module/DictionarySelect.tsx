import { Select, type SelectProps } from "antd";
import type { FieldOption, FieldType } from "./moduleTypes";
import { SEARCH_BY_LABEL } from "./searchByLabel";
import { useDictionaryOptions } from "./useDictionaryOptions";

/**
 * A select of a dictionary type's active items, for columns the server ties to a dictionary; the
 * options the server declares for the column stand in until the items arrive (or if there are none).
 */
export function DictionarySelect({
  code,
  type,
  fallback = null,
  ...select
}: { code: string; type: FieldType; fallback?: FieldOption[] | null } & SelectProps) {
  const options = useDictionaryOptions(code, type, fallback);
  return (
    <Select
      {...select}
      mode={type === "integerList" ? "multiple" : select.mode}
      showSearch={SEARCH_BY_LABEL}
      // Dictionary values are text, or numbers for integer columns: never true or false.
      options={options.map((o) => ({ value: o.value as string | number, label: o.label }))}
    />
  );
}
