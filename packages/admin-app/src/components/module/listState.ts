import { sessionStore } from "../../utils/storage";
import type { TableOrder } from "./tableSort";

/** What an operator has set in a list: tab, filters (as typed), page, page size and sort. */
export interface ListState<F, T> {
  tab: T;
  filters: F;
  page: number;
  limit: number;
  order: TableOrder | null;
}

/** Where a list keeps its state between visits. */
export interface ListMemory<F, T> {
  /** What was kept, or nothing on a first visit. */
  read(): Partial<ListState<F, T>> | undefined;
  write(state: ListState<F, T>): void;
}

/** Filters as stored (JSON) and back, for filters JSON cannot hold as they are (dates). */
export interface FilterCodec<F> {
  encode(filters: F): unknown;
  decode(stored: unknown): F;
}

/**
 * A list's state kept in this browser tab (sessionStorage) under `key`: a screen that unmounts the
 * list (a wizard on its own route) comes back to it as the operator left it, while a new visit
 * starts fresh. Anything unreadable reads as a first visit.
 */
export function sessionListMemory<F, T>(key: string, codec?: FilterCodec<F>): ListMemory<F, T> {
  return {
    read() {
      const stored = sessionStore.get<Partial<ListState<unknown, T>>>(key);
      if (!stored || typeof stored !== "object") return undefined;
      const kept: Partial<ListState<F, T>> = {};
      if (stored.tab !== undefined) kept.tab = stored.tab;
      if (isPositiveInteger(stored.page)) kept.page = stored.page;
      if (isPositiveInteger(stored.limit)) kept.limit = stored.limit;
      if (stored.order !== undefined) kept.order = stored.order;
      if (stored.filters !== undefined) {
        kept.filters = codec ? codec.decode(stored.filters) : (stored.filters as F);
      }
      return kept;
    },
    write(state) {
      const filters = codec ? codec.encode(state.filters) : state.filters;
      sessionStore.set(key, { ...state, filters });
    },
  };
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value > 0;
}
