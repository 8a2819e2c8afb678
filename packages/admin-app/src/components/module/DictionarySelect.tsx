import { Select, type SelectProps } from "antd";
import { useEffect, useState } from "react";
import { useModuleHttp } from "./ModuleHttpContext";
import type { FieldType } from "./moduleTypes";
import { SEARCH_BY_LABEL } from "./searchByLabel";

interface DictionaryItem {
  label: string;
  value: string;
}

/**
 * A select of a dictionary type's active items (`POST /api/dic/options`), for columns the server
 * ties to a dictionary without listing options itself. Items are stored as text; integer columns
 * get numbers.
 */
export function DictionarySelect({
  code,
  type,
  ...select
}: { code: string; type: FieldType } & SelectProps) {
  const http = useModuleHttp();
  const [items, setItems] = useState<DictionaryItem[]>([]);
  useEffect(() => {
    let live = true;
    http.post<DictionaryItem[]>("/dic/options", { code }).then(
      (answer) => live && setItems(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [http, code]);
  const numeric = type === "integer" || type === "integerList";
  return (
    <Select
      {...select}
      mode={type === "integerList" ? "multiple" : select.mode}
      showSearch={SEARCH_BY_LABEL}
      options={items.map((item) => ({
        value: numeric ? Number(item.value) : item.value,
        label: item.label,
      }))}
    />
  );
}
