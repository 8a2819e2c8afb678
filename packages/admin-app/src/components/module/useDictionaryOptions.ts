import { useEffect, useMemo, useState } from "react";
import type { HttpClient } from "../../api/http";
import { useModuleHttp } from "./ModuleHttpContext";
import type { FieldOption, FieldType, ModuleColumn } from "./moduleTypes";

interface DictionaryItem {
  label: string;
  value: string;
}

const NO_OPTIONS: FieldOption[] = [];

/** A dictionary type's active items (`POST /api/dic/options`); none when it cannot be read. */
function fetchDictionary(http: HttpClient, code: string): Promise<DictionaryItem[]> {
  return http.post<DictionaryItem[] | null>("/dic/options", { code }, { quiet: true }).then(
    (answer) => (Array.isArray(answer) ? answer : []),
    () => [],
  );
}

/** Items are stored as text; integer columns get numbers. */
function toOptions(items: readonly DictionaryItem[], type: FieldType): FieldOption[] {
  const numeric = type === "integer" || type === "integerList";
  return items.map((item) => ({
    value: numeric ? Number(item.value) : item.value,
    label: item.label,
  }));
}

/**
 * The options of a dictionary type's active items, which an operator edits on the dictionary
 * screen. `fallback` (the options the server declares for the field) is offered while the items
 * load, and when the dictionary is missing, empty or cannot be read. Without a code, only `fallback`.
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
    void fetchDictionary(http, code).then((answer) => live && setItems(answer));
    return () => {
      live = false;
    };
  }, [http, code]);
  if (items.length === 0) return fallback ?? NO_OPTIONS;
  return toOptions(items, type);
}

/**
 * The columns of a list with each dictionary column's options taken from its dictionary, so the
 * cells and the filters show the labels an operator gave the items, as the form's selects do. Each
 * dictionary is read once per list; until then (or when it is empty) the declared options stand.
 */
export function useDictionaryColumns(columns: readonly ModuleColumn[]): readonly ModuleColumn[] {
  const http = useModuleHttp();
  const codes = [...new Set(columns.flatMap((c) => (c.dictionary ? [c.dictionary] : [])))]
    .sort()
    .join(",");
  const [dictionaries, setDictionaries] = useState<Record<string, DictionaryItem[]>>({});
  useEffect(() => {
    let live = true;
    if (!codes) return;
    for (const code of codes.split(","))
      void fetchDictionary(http, code).then(
        (items) => live && setDictionaries((before) => ({ ...before, [code]: items })),
      );
    return () => {
      live = false;
    };
  }, [http, codes]);
  return useMemo(
    () =>
      columns.map((column) => {
        const items = column.dictionary ? dictionaries[column.dictionary] : undefined;
        return items?.length ? { ...column, options: toOptions(items, column.type) } : column;
      }),
    [columns, dictionaries],
  );
}
