// The goods list's tab counts and the goods settings (goods/API.md): the server answers them, the
// admin app's list and settings form read them.

/** The goods list's tabs, in the order the list shows them. */
export const GOODS_TABS = ["onSale", "offSale", "soldOut", "lowStock", "recycle"] as const;

export type GoodsTab = (typeof GOODS_TABS)[number];

/** `GET /api/goods/counts`: how many goods each tab holds, all live goods, and the threshold used. */
export type GoodsCounts = Record<"all" | GoodsTab, number> & { lowStockThreshold: number };

/** `GET /api/goods/settings`, and what `POST` takes. */
export interface GoodsSettings {
  /** A product whose stock is at or under this shows in the 警戒库存 tab. */
  lowStockThreshold: number;
  /** The unit a new product's form starts with. */
  defaultUnit: string;
}
