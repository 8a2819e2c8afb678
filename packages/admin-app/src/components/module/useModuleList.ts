import type { TableProps } from "antd";
import { type Key, useCallback, useEffect, useRef, useState } from "react";
import type { ListMemory, ListState } from "./listState";
import { orderFromSorter, sortOrderOf, type TableOrder } from "./tableSort";

export type { ListMemory, ListState } from "./listState";

/** What a list call answers: the rows of the page and how many match in all. */
export interface ListAnswer<Row> {
  data: Row[];
  total: number;
}

export interface UseModuleListOptions<Row, F, T, A extends ListAnswer<Row>> {
  /**
   * Asks the server for the rows of a state. Its identity is part of what the list depends on:
   * memoise it (useCallback) on what it reads besides the state (the api, fixed filters).
   */
  fetch(state: ListState<F, T>): Promise<A>;
  /** False until the list can be asked for (its description has not arrived). */
  enabled?: boolean;
  /** The state of a first visit (the tab a list opens on). */
  initial?: Partial<ListState<F, T>>;
  /** Where the state is kept between visits (the goods list, per browser tab). */
  remember?: ListMemory<F, T>;
  /**
   * The columns the server sorts by, keyed by the column showing them, when the two names differ
   * (goods' price column sorts by minPriceCents). Absent: a column sorts by its own key.
   */
  sortFields?: Readonly<Record<string, string>>;
  /** A new value asks for the rows again (another view changed them). */
  reloadKey?: unknown;
  /** The answer of the newest call, once it is on screen (counts, a freshness time). */
  onLoaded?(answer: A): void;
}

const FIRST_VISIT = { page: 1, limit: 10, order: null } as const;

/**
 * The state machine of a server-paged list, without any drawing (TanStack Table's idea): page,
 * size, sort, filters and tab; going back to page 1 when any of them but the page changes; the
 * last page that still exists when the rows of this one are gone; only the newest call's answer
 * on screen; and the state remembered when the screen asks for it. ModuleListPage, the device
 * tables and the goods list render what it holds.
 */
export function useModuleList<
  Row,
  F = Record<string, unknown>,
  T = undefined,
  A extends ListAnswer<Row> = ListAnswer<Row>,
>(options: UseModuleListOptions<Row, F, T, A>) {
  const { fetch, enabled = true, remember, sortFields, reloadKey } = options;
  const [state, setState] = useState<ListState<F, T>>(() => ({
    filters: {} as F,
    tab: undefined as T,
    ...FIRST_VISIT,
    ...options.initial,
    ...remember?.read(),
  }));
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const onLoaded = useRef(options.onLoaded);
  onLoaded.current = options.onLoaded;
  /** The number of the newest call: an older one answering late must not replace its rows. */
  const latest = useRef(0);

  const memory = useRef(remember);
  memory.current = remember;
  useEffect(() => {
    memory.current?.write(state);
  }, [state]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey asks for the rows again.
  const load = useCallback(async () => {
    if (!enabled) return;
    const call = ++latest.current;
    setLoading(true);
    try {
      const answer = await fetch(state);
      if (call !== latest.current) return;
      const lastPage = Math.max(1, Math.ceil(answer.total / state.limit));
      if (answer.data.length === 0 && state.page > lastPage) {
        // The rows of this page are gone (the last ones were deleted, or a remembered page no
        // longer exists): show the last page that still does, which this change of page loads.
        setState((current) => ({ ...current, page: lastPage }));
        return;
      }
      setRows(answer.data);
      setTotal(answer.total);
      onLoaded.current?.(answer);
    } catch {
      // The client has shown why; the last rows stay.
    } finally {
      if (call === latest.current) setLoading(false);
    }
  }, [enabled, fetch, state, reloadKey]);

  useEffect(() => {
    void load();
  }, [load]);

  /** Applies a change that is not a page turn: the list starts again at page 1. */
  const restart = (change: Partial<ListState<F, T>>) =>
    setState((current) => ({ ...current, ...change, page: 1 }));

  const onTableChange: NonNullable<TableProps<Row>["onChange"]> = (_p, _f, sorter) =>
    restart({ order: serverOrder(orderFromSorter<Row>(sorter), sortFields) });

  return {
    ...state,
    rows,
    /** Rows changed in place (a live event), without asking the server. */
    setRows,
    total,
    loading,
    /** Asks for the rows of the current state again. */
    reload: load,
    search: (filters: F) => restart({ filters }),
    changeTab: (tab: T) => restart({ tab }),
    /** The pager's answer: another page, or another size (which starts at page 1). */
    changePage: (page: number, limit: number) =>
      setState((current) => ({ ...current, page: limit === current.limit ? page : 1, limit })),
    onTableChange,
    /** The header arrow of a column (by its key) under the current sort. */
    sortOrderOf: (columnKey: string) =>
      sortOrderOf(state.order, sortFields ? (sortFields[columnKey] ?? "") : columnKey),
    /**
     * The columns the server sorts by (those named in sortFields) made clickable, with their
     * header arrow; the others as they are. A screen whose columns say themselves whether they
     * sort (a module's meta) sets `sorter` itself and uses sortOrderOf.
     */
    sortableColumns: <C extends { key?: Key }>(columns: readonly C[]): C[] =>
      columns.map((column) => {
        const key = String(column.key);
        if (!sortFields || !(key in sortFields)) return column;
        return { ...column, sorter: true, sortOrder: sortOrderOf(state.order, sortFields[key]!) };
      }),
  };
}

/** A clicked column's sort as the server names it; null for a column it does not sort by. */
function serverOrder(
  order: TableOrder | null,
  sortFields: Readonly<Record<string, string>> | undefined,
): TableOrder | null {
  if (!order || !sortFields) return order;
  const field = sortFields[order.field];
  return field ? { ...order, field } : null;
}
