import type { GoodsCounts, GoodsSettings } from "@vitrine/contract";
import type { HttpClient } from "../../api/http";
import type { ListAnswer, ModuleRow } from "../../components/module/moduleTypes";

/** The goods calls (packages/server/src/goods/API.md), over the app's one client. */

export type { GoodsCounts, GoodsTab } from "@vitrine/contract";

export interface GoodsRow extends ModuleRow {
  name: string;
  categoryId: number;
  categoryName?: string | null;
  type: number;
  status: number;
  mainImage: string;
  price: string;
  minPriceCents: number;
  stockTotal: number;
  sales: number;
  sort: number;
  createdAt: string;
  deletedAt: string | null;
}

export interface SpecValue {
  id: number;
  name: string;
}

export interface GoodsSpecGroup {
  specId: number;
  name: string;
  values: SpecValue[];
}

export interface GoodsSku {
  id?: number;
  optionIds: number[];
  specText?: string;
  price: string | number;
  originalPrice: string | number;
  costPrice: string | number;
  stock: number | string;
  image: string;
  code?: string;
  weight: string | number;
  volume: string | number;
}

/** What `detail` answers and `save` takes (answer-only keys are ignored by the server). */
export interface GoodsDetail {
  id?: number;
  name: string;
  categoryId: number;
  categoryPath?: number[];
  type: number;
  status: number;
  unit: string;
  code?: string;
  images: Array<{ url: string; id?: number; fileName?: string }>;
  mainImage: string;
  videoUrl: string;
  specMode: 1 | 2;
  specs: GoodsSpecGroup[];
  skus: GoodsSku[];
  description: string;
  deliveryMethods: string[];
  freightMode: 1 | 2;
  freightFee: string | number;
  freightTemplateId: number;
  weight: string | number;
  volume: string | number;
  virtualSales: number;
  sort: number;
  points: number;
  purchaseLimitMode: 0 | 1 | 2;
  purchaseLimit: number;
  presale: boolean;
  presaleStart: string | null;
  presaleEnd: string | null;
  presaleShipDays: number;
  recommend: number[];
  seoKeywords: string;
  seoDescription: string;
}

export interface CategoryNode {
  id: number;
  name: string;
  parentId: number;
  level?: number;
  icon?: string;
  children?: CategoryNode[];
}

export interface SpecRow {
  id: number;
  name: string;
  values?: SpecValue[];
}

export interface FreightTemplateRow {
  id: number;
  name: string;
  billing: number;
}

export type { GoodsSettings } from "@vitrine/contract";

export function createGoodsApi(http: HttpClient) {
  return {
    index: (query: Record<string, unknown>) => http.post<ListAnswer>("/goods/index", query),
    counts: () => http.get<GoodsCounts>("/goods/counts"),
    detail: (id: number) => http.get<GoodsDetail>("/goods/detail", { id }),
    /** The caller shows field errors under their fields: no error notice. */
    save: (body: GoodsDetail) => http.post<{ id: number }>("/goods/save", body, { quiet: true }),
    setStatus: (id: number, status: number) => http.post<unknown>("/goods/status", { id, status }),
    remove: (ids: number[]) => http.get<unknown>("/goods/del", { id: ids.join(",") }),
    restore: (ids: number[]) => http.post<unknown>("/goods/restore", { ids }),
    purge: (ids: number[]) => http.post<unknown>("/goods/purge", { ids }),
    categories: () => http.post<CategoryNode[]>("/goodsCategory/list", {}),
    specs: () => http.post<SpecRow[]>("/goodsSpec/list", {}),
    addSpec: (name: string) => http.post<unknown>("/goodsSpec/add", { name }, { quiet: true }),
    specValues: (specId: number) => http.post<SpecValue[]>("/goodsSpecValue/list", { specId }),
    addSpecValue: (specId: number, name: string) =>
      http.post<unknown>("/goodsSpecValue/add", { specId, name }, { quiet: true }),
    /** Finds or creates a spec and its values (typed in the wizard), values in the order given. */
    ensureSpec: (name: string, values: string[]) =>
      http.post<GoodsSpecGroup>("/goodsSpec/ensure", { name, values }, { quiet: true }),
    freightTemplates: () => http.post<FreightTemplateRow[]>("/freightTemplate/list", {}),
    settings: () => http.get<GoodsSettings>("/goods/settings"),
    saveSettings: (settings: GoodsSettings) =>
      http.post<unknown>("/goods/settings", settings, { quiet: true }),
  };
}

export type GoodsApi = ReturnType<typeof createGoodsApi>;
