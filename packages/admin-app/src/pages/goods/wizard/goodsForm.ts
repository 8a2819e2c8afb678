import type { SkuRow, SpecGroup } from "@vitrine/sku";
import type { SkuEditorValue } from "@vitrine/sku/react";
import dayjs, { type Dayjs } from "dayjs";
import type { FieldError } from "../../../components/module/moduleTypes";
import type { GoodsDetail, GoodsSku, GoodsSpecGroup } from "../goodsApi";

/** What the wizard's form holds; the SKU editor's value is kept beside it. */
export interface GoodsFormValues {
  type: number;
  categoryPath: number[];
  name: string;
  unit: string;
  images: string[];
  hasVideo: boolean;
  videoSource: "local" | "link";
  videoLocal: string[];
  videoLink: string;
  status: number;
  specMode: 1 | 2;
  mainImage: string[];
  price: string;
  originalPrice: string;
  costPrice: string;
  stock: string;
  description: string;
  deliveryMethods: string[];
  freightMode: 1 | 2;
  freightFee: string;
  freightTemplateId: number | undefined;
  weight: string;
  volume: string;
  virtualSales: string;
  sort: string;
  points: string;
  limited: boolean;
  purchaseLimitMode: 1 | 2;
  purchaseLimit: string;
  presale: boolean;
  presaleRange: [Dayjs, Dayjs] | null;
  presaleShipDays: string;
  recommend: number[];
  seoKeywords: string;
  seoDescription: string;
}

export const EMPTY_SKU: SkuEditorValue = { groups: [], rows: [] };

export function defaultFormValues(unit = "件"): GoodsFormValues {
  return {
    type: 5,
    categoryPath: [],
    name: "",
    unit,
    images: [],
    hasVideo: false,
    videoSource: "local",
    videoLocal: [],
    videoLink: "",
    status: 1,
    specMode: 1,
    mainImage: [],
    price: "0",
    originalPrice: "0",
    costPrice: "0",
    stock: "0",
    description: "",
    deliveryMethods: ["express"],
    freightMode: 1,
    freightFee: "0",
    freightTemplateId: undefined,
    weight: "0",
    volume: "0",
    virtualSales: "0",
    sort: "0",
    points: "0",
    limited: false,
    purchaseLimitMode: 1,
    purchaseLimit: "0",
    presale: false,
    presaleRange: null,
    presaleShipDays: "0",
    recommend: [],
    seoKeywords: "",
    seoDescription: "",
  };
}

const text = (value: unknown) => (value === undefined || value === null ? "" : String(value));
const isUpload = (url: string) => url.startsWith("/uploads/");

/**
 * A stored product as the form and the SKU editor show it. Spec groups get negative ids and
 * options their library ids, so options the operator adds later (numbered from 1 up by the
 * editor) never collide with them; every id is mapped back by name when saving.
 */
export function fromDetail(detail: GoodsDetail): {
  values: GoodsFormValues;
  sku: SkuEditorValue;
} {
  const single = detail.skus[0];
  const video = detail.videoUrl ?? "";
  const values: GoodsFormValues = {
    ...defaultFormValues(detail.unit),
    type: detail.type,
    categoryPath: detail.categoryPath?.length ? detail.categoryPath : [detail.categoryId],
    name: detail.name,
    images: detail.images.map((image) => image.url),
    hasVideo: video !== "",
    videoSource: video && !isUpload(video) ? "link" : "local",
    videoLocal: video && isUpload(video) ? [video] : [],
    videoLink: video && !isUpload(video) ? video : "",
    status: detail.status === 1 ? 1 : 0,
    specMode: detail.specMode,
    mainImage: detail.mainImage ? [detail.mainImage] : [],
    price: text(single?.price ?? 0),
    originalPrice: text(single?.originalPrice ?? 0),
    costPrice: text(single?.costPrice ?? 0),
    stock: text(single?.stock ?? 0),
    description: detail.description ?? "",
    deliveryMethods: detail.deliveryMethods?.length ? detail.deliveryMethods : ["express"],
    freightMode: detail.freightMode === 2 ? 2 : 1,
    freightFee: text(detail.freightFee ?? 0),
    freightTemplateId: detail.freightTemplateId || undefined,
    weight: text(detail.weight ?? 0),
    volume: text(detail.volume ?? 0),
    virtualSales: text(detail.virtualSales ?? 0),
    sort: text(detail.sort ?? 0),
    points: text(detail.points ?? 0),
    limited: detail.purchaseLimitMode === 1 || detail.purchaseLimitMode === 2,
    purchaseLimitMode: detail.purchaseLimitMode === 2 ? 2 : 1,
    purchaseLimit: text(detail.purchaseLimit ?? 0),
    presale: Boolean(detail.presale),
    presaleRange:
      detail.presaleStart && detail.presaleEnd
        ? [dayjs(detail.presaleStart), dayjs(detail.presaleEnd)]
        : null,
    presaleShipDays: text(detail.presaleShipDays ?? 0),
    recommend: detail.recommend ?? [],
    seoKeywords: detail.seoKeywords ?? "",
    seoDescription: detail.seoDescription ?? "",
  };
  return { values, sku: skuFromDetail(detail) };
}

function skuFromDetail(detail: GoodsDetail): SkuEditorValue {
  if (detail.specMode !== 2) return EMPTY_SKU;
  const groups: SpecGroup[] = detail.specs.map((group) => ({
    id: -group.specId,
    title: group.name,
    children: group.values.map((value) => ({ id: value.id, title: value.name, checked: true })),
  }));
  const titleOf = new Map(groups.flatMap((g) => g.children.map((o) => [o.id, o.title] as const)));
  const rows: SkuRow[] = detail.skus.map((sku) => ({
    data_title: sku.optionIds.map((id) => titleOf.get(id) ?? String(id)).join(","),
    specs_id: sku.optionIds.join(","),
    // Numbers as the editor shows them: "19.90" becomes 19.9, "0.00" kg becomes 0.
    price: Number(sku.price),
    market_price: Number(sku.originalPrice),
    cost_price: Number(sku.costPrice),
    stock: Number(sku.stock),
    weight: Number(sku.weight),
    volume: Number(sku.volume),
    image: sku.image ?? "",
  }));
  return { groups, rows };
}

/** The groups that take part in the combinations: those with at least one ticked option. */
export function tickedGroups(groups: readonly SpecGroup[]): SpecGroup[] {
  return groups
    .map((group) => ({ ...group, children: group.children.filter((o) => o.checked) }))
    .filter((group) => group.children.length > 0);
}

/**
 * Library ids for the ticked groups (found or created by name, `goodsSpec/ensure`), and the SKU
 * rows with their option ids in group order.
 */
export async function resolveSpecs(
  sku: SkuEditorValue,
  ensure: (name: string, values: string[]) => Promise<GoodsSpecGroup>,
): Promise<{ specs: GoodsSpecGroup[]; skus: GoodsSku[] }> {
  const groups = tickedGroups(sku.groups);
  const serverId = new Map<string, number>();
  const specs: GoodsSpecGroup[] = [];
  for (const group of groups) {
    const answer = await ensure(
      group.title,
      group.children.map((option) => option.title),
    );
    group.children.forEach((option, index) => {
      const value = answer.values[index];
      if (value) serverId.set(String(option.id), value.id);
    });
    specs.push({
      specId: answer.specId,
      name: answer.name,
      values: answer.values,
    });
  }
  const skus = sku.rows.map(
    (row): GoodsSku => ({
      optionIds: row.specs_id.split(",").map((id) => serverId.get(id) ?? Number.NaN),
      price: text(row.price),
      originalPrice: text(row.market_price),
      costPrice: text(row.cost_price),
      stock: text(row.stock),
      weight: text(row.weight),
      volume: text(row.volume),
      image: row.image,
    }),
  );
  return { specs, skus };
}

/** The save body of the form; `specs`/`skus` come from resolveSpecs in multi-spec mode. */
export function toPayload(
  values: GoodsFormValues,
  multi: { specs: GoodsSpecGroup[]; skus: GoodsSku[] } | null,
  id: number | undefined,
): GoodsDetail {
  const video = !values.hasVideo
    ? ""
    : values.videoSource === "link"
      ? values.videoLink.trim()
      : (values.videoLocal[0] ?? "");
  const mainImage = values.mainImage[0] ?? values.images[0] ?? "";
  const singleSku: GoodsSku = {
    optionIds: [],
    price: values.price,
    originalPrice: values.originalPrice,
    costPrice: values.costPrice,
    stock: values.stock,
    weight: values.weight,
    volume: values.volume,
    image: mainImage,
  };
  return {
    ...(id ? { id } : {}),
    name: values.name.trim(),
    categoryId: values.categoryPath[values.categoryPath.length - 1] ?? 0,
    type: values.type,
    status: values.status,
    unit: values.unit.trim(),
    images: values.images.map((url) => ({ url })),
    mainImage,
    videoUrl: video,
    specMode: values.specMode,
    specs: values.specMode === 2 && multi ? multi.specs : [],
    skus: values.specMode === 2 && multi ? multi.skus : [singleSku],
    description: values.description,
    deliveryMethods: values.deliveryMethods,
    freightMode: values.freightMode,
    freightFee: values.freightFee,
    freightTemplateId: values.freightMode === 2 ? (values.freightTemplateId ?? 0) : 0,
    weight: values.weight,
    volume: values.volume,
    virtualSales: Number(values.virtualSales),
    sort: Number(values.sort),
    points: Number(values.points),
    purchaseLimitMode: values.limited ? values.purchaseLimitMode : 0,
    purchaseLimit: values.limited ? Number(values.purchaseLimit) : 0,
    presale: values.presale,
    presaleStart: values.presale && values.presaleRange ? values.presaleRange[0].format() : null,
    presaleEnd: values.presale && values.presaleRange ? values.presaleRange[1].format() : null,
    presaleShipDays: values.presale ? Number(values.presaleShipDays) : 0,
    recommend: values.recommend,
    seoKeywords: values.seoKeywords,
    seoDescription: values.seoDescription,
  };
}

/** The step each form field is on, so a refusal opens the step that shows it. */
export const FIELD_STEP: Record<string, number> = {
  type: 0,
  categoryPath: 0,
  name: 0,
  unit: 0,
  images: 0,
  videoLocal: 0,
  videoLink: 0,
  status: 0,
  specMode: 1,
  mainImage: 1,
  price: 1,
  originalPrice: 1,
  costPrice: 1,
  stock: 1,
  description: 2,
  deliveryMethods: 3,
  freightMode: 3,
  freightFee: 3,
  freightTemplateId: 3,
  weight: 3,
  volume: 3,
  virtualSales: 4,
  sort: 4,
  points: 4,
  purchaseLimitMode: 4,
  purchaseLimit: 4,
  presaleRange: 4,
  presaleShipDays: 4,
  recommend: 4,
  seoKeywords: 5,
  seoDescription: 5,
};

/**
 * Where a server refusal belongs: a form field, or (SKU rows and spec groups of the multi-spec
 * table) the list shown above the variant editor. `skus[0].price` of a single-spec product is the
 * price field.
 */
export function placeServerError(
  error: FieldError,
  specMode: 1 | 2,
  videoSource: "local" | "link",
): { field: keyof GoodsFormValues } | { variants: true } | { general: true } {
  const sku = /^skus\[\d+\]\.(\w+)$/.exec(error.field);
  if (sku) {
    if (specMode === 2) return { variants: true };
    const key = sku[1];
    if (key === "weight" || key === "volume") return { field: key };
    if (key === "image") return { field: "mainImage" };
    return {
      field:
        (["price", "originalPrice", "costPrice", "stock"] as const).find((k) => k === key) ??
        "price",
    };
  }
  if (error.field === "skus" || error.field.startsWith("specs")) {
    return specMode === 2 ? { variants: true } : { field: "price" };
  }
  const direct: Record<string, keyof GoodsFormValues> = {
    categoryId: "categoryPath",
    videoUrl: videoSource === "link" ? "videoLink" : "videoLocal",
    presaleStart: "presaleRange",
    presaleEnd: "presaleRange",
    freightFee: "freightFee",
  };
  const mapped = direct[error.field];
  if (mapped) return { field: mapped };
  if (error.field in FIELD_STEP) return { field: error.field as keyof GoodsFormValues };
  return { general: true };
}
