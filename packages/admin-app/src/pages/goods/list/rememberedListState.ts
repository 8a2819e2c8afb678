import dayjs from "dayjs";
import { type ListMemory, sessionListMemory } from "../../../components/module/listState";
import type { GoodsTab } from "../goodsApi";
import type { GoodsFilterValues } from "./goodsFilters";

type StoredFilters = Omit<GoodsFilterValues, "created"> & {
  created?: [string | null, string | null];
};

/**
 * The goods list as the operator left it in this browser tab. Add, edit and copy open the wizard on
 * its own route (issue 36), which unmounts the list; coming back, an operator expects the filtered
 * page they left, not the first page of 出售中. Kept per tab (sessionStorage), so a new visit starts
 * fresh. The created range is a pair of dayjs, kept as ISO instants.
 */
export const goodsListMemory: ListMemory<GoodsFilterValues, GoodsTab> = sessionListMemory(
  "goods-list",
  {
    encode({ created, ...filters }: GoodsFilterValues): StoredFilters {
      if (!created) return filters;
      return {
        ...filters,
        created: [created[0]?.toISOString() ?? null, created[1]?.toISOString() ?? null],
      };
    },
    decode(stored: unknown): GoodsFilterValues {
      if (!stored || typeof stored !== "object") return {};
      const { created, ...filters } = stored as StoredFilters;
      const day = (text: string | null | undefined) => (text ? dayjs(text) : null);
      return Array.isArray(created)
        ? { ...filters, created: [day(created[0]), day(created[1])] }
        : filters;
    },
  },
);
