import dayjs from "dayjs";
import { sessionStore } from "../../../utils/storage";
import type { GoodsTab } from "../goodsApi";
import type { GoodsFilterValues } from "./goodsFilters";

/** What the operator had set in the goods list: tab, filters, page, page size and sort. */
export interface GoodsListState {
  tab: GoodsTab;
  filterValues: GoodsFilterValues;
  page: number;
  limit: number;
  order: { field: string; type: "asc" | "desc" } | null;
}

const KEY = "goods-list";

export const DEFAULT_GOODS_LIST_STATE: GoodsListState = {
  tab: "onSale",
  filterValues: {},
  page: 1,
  limit: 10,
  order: null,
};

type Stored = Omit<GoodsListState, "filterValues"> & {
  filterValues: Omit<GoodsFilterValues, "created"> & { created?: [string | null, string | null] };
};

/**
 * The list as the operator left it in this browser tab. Add, edit and copy open the wizard on its
 * own route (issue 36), which unmounts the list; coming back, an operator expects the filtered page
 * they left, not the first page of 出售中. Kept per tab (sessionStorage), so a new visit starts fresh.
 */
export function readGoodsListState(): GoodsListState {
  const stored = sessionStore.get<Stored>(KEY);
  if (!stored || typeof stored !== "object") return DEFAULT_GOODS_LIST_STATE;
  const { created, ...filters } = stored.filterValues ?? {};
  const day = (text: string | null | undefined) => (text ? dayjs(text) : null);
  return {
    ...DEFAULT_GOODS_LIST_STATE,
    ...stored,
    filterValues: created ? { ...filters, created: [day(created[0]), day(created[1])] } : filters,
  };
}

export function writeGoodsListState(state: GoodsListState): void {
  const { created, ...filters } = state.filterValues;
  const stored: Stored = {
    ...state,
    filterValues: created
      ? {
          ...filters,
          created: [created[0]?.toISOString() ?? null, created[1]?.toISOString() ?? null],
        }
      : filters,
  };
  sessionStore.set(KEY, stored);
}
