import { useCallback, useEffect, useMemo, useState } from "react";
import { useModuleHttp } from "../../../components/module/ModuleHttpContext";
import { sortParams } from "../../../components/module/tableSort";
import { type ListState, useModuleList } from "../../../components/module/useModuleList";
import {
  type CategoryNode,
  createGoodsApi,
  type GoodsCounts,
  type GoodsRow,
  type GoodsTab,
} from "../goodsApi";
import { type GoodsFilterValues, toGoodsFilters } from "./goodsFilters";
import { goodsListMemory } from "./rememberedListState";

/** Columns the server sorts by (API.md), keyed by the column showing them. */
const SORTABLE: Record<string, string> = {
  id: "id",
  price: "minPriceCents",
  sales: "sales",
  stockTotal: "stockTotal",
  sort: "sort",
  createdAt: "createdAt",
};

/** A page of goods with the tabs' counts, asked for together so they agree. */
type GoodsAnswer = { data: GoodsRow[]; total: number; counts: GoodsCounts | null };

/**
 * The goods list's state: the page on screen (useModuleList, remembered for this browser tab),
 * the tabs' counts that came with it, and the category tree the filter chooses from.
 * `reload`: a new value asks for the rows again (after the wizard saved).
 */
export function useGoodsList(reload: number) {
  const http = useModuleHttp();
  const api = useMemo(() => createGoodsApi(http), [http]);
  const [counts, setCounts] = useState<GoodsCounts | null>(null);
  const [categories, setCategories] = useState<CategoryNode[]>([]);

  useEffect(() => {
    api.categories().then(setCategories, () => {});
  }, [api]);

  const fetchGoods = useCallback(
    async ({ page, limit, tab, order, filters }: ListState<GoodsFilterValues, GoodsTab>) => {
      const [answer, tabCounts] = await Promise.all([
        api.index({ page, limit, tab, ...sortParams(order), ...toGoodsFilters(filters, tab) }),
        api.counts().catch(() => null),
      ]);
      return { data: answer.data as GoodsRow[], total: answer.total, counts: tabCounts };
    },
    [api],
  );
  // Where the operator left the list in this tab: back from the wizard, the same page and filters.
  const list = useModuleList<GoodsRow, GoodsFilterValues, GoodsTab, GoodsAnswer>({
    fetch: fetchGoods,
    initial: { tab: "onSale" },
    remember: goodsListMemory,
    sortFields: SORTABLE,
    reloadKey: reload,
    onLoaded: (answer) => setCounts(answer.counts),
  });
  return { http, api, list, counts, categories };
}
