import { useCallback, useEffect, useMemo, useState } from "react";
import { useModuleHttp } from "./ModuleHttpContext";
import type { ModulePageDeclaration } from "./ModuleListPage";
import { createModuleApi } from "./moduleApi";
import { countRows, parentIds, withoutEmptyChildren } from "./moduleTreeRows";
import type { ModuleColumn, ModuleRow } from "./moduleTypes";
import { sortParams } from "./tableSort";
import { useDictionaryColumns } from "./useDictionaryOptions";
import { useGrantedButtons } from "./useGrantedButtons";
import { type ListState, useModuleList } from "./useModuleList";
import { useModuleMeta } from "./useModuleMeta";

const NO_COLUMNS: ModuleColumn[] = [];

export interface ModuleEditing {
  row: ModuleRow | null;
  /** Taken once when the dialog opens: a later render must not reset what is being typed. */
  defaults: Record<string, unknown> | undefined;
}

/**
 * The state of a module's list page: its api and meta, the rows (a page, or the whole tree),
 * the selection, the expanded tree rows and the row being edited.
 */
export function useModuleListPage(module: string, declaration: ModulePageDeclaration) {
  const http = useModuleHttp();
  const api = useMemo(() => createModuleApi(http, module), [http, module]);
  const granted = useGrantedButtons();

  // The meta follows the interface language: labels and option names come translated.
  const { meta, failed: metaFailed, retry: retryMeta } = useModuleMeta(api);
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<ModuleEditing | null>(null);

  const fixedFilters = declaration.fixedFilters;
  const fetchRows = useCallback(
    async ({ page, limit, order, filters }: ListState<Record<string, unknown>, undefined>) => {
      const query = { ...filters, ...fixedFilters };
      const sort = sortParams(order);
      if (meta?.tree) {
        const tree = withoutEmptyChildren(await api.list({ ...query, ...sort }));
        return { data: tree, total: countRows(tree) };
      }
      return api.index({ page, limit, ...sort, ...query });
    },
    [api, meta, fixedFilters],
  );
  const list = useModuleList<ModuleRow>({ fetch: fetchRows, enabled: Boolean(meta) });
  const { rows } = list;

  // Trees open fully when their rows arrive: menus and departments are read as a whole.
  const columns = useDictionaryColumns(meta?.columns ?? NO_COLUMNS);
  const [expanded, setExpanded] = useState<number[]>([]);
  useEffect(() => {
    if (meta?.tree) setExpanded(parentIds(rows));
  }, [meta, rows]);

  const startEditing = (row: ModuleRow | null, parent: ModuleRow | null) =>
    setEditing({ row, defaults: row ? undefined : declaration.form?.defaults?.(parent) });

  return {
    api,
    granted,
    meta,
    metaFailed,
    retryMeta,
    list,
    columns,
    fixedFilters,
    selected,
    setSelected,
    expanded,
    setExpanded,
    editing,
    setEditing,
    startEditing,
  };
}
