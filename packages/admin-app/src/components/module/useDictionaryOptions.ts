import { useEffect, useState } from "react";
import { useModuleHttp } from "./ModuleHttpContext";
import type { FieldOption, FieldType } from "./moduleTypes";

interface DictionaryItem {
  label: string;
  value: string;
}

const NO_OPTIONS: FieldOption[] = [];

/**
 * The options of a dictionary type's active items (`POST /api/dic/options`), which an operator
 * edits on the dictionary screen. `fallback` (the options the server declares for the field) is
 * offered while the items load, and when the dictionary is missing, empty or cannot be read.
 * Items are stored as text; integer columns get numbers. Without a code, only `fallback`.
 */
export function useDictionaryOptions(
  code: string | null,
  type: FieldType,
  fallback: FieldOption[] | null = null,
): FieldOption[] {
  const http = useModuleHttp();
  const [items, setItems] = useState<DictionaryItem[]>([]);
  useEffect(() => {
    let live = true;
    setItems([]);
    if (!code) return;
    http.post<DictionaryItem[] | null>("/dic/options", { code }, { quiet: true }).then(
      (answer) => live && setItems(Array.isArray(answer) ? answer : []),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [http, code]);
  if (items.length === 0) return fallback ?? NO_OPTIONS;
  const numeric = type === "integer" || type === "integerList";
  return items.map((item) => ({
    value: numeric ? Number(item.value) : item.value,
    label: item.label,
  }));
}
