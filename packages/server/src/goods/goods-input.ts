import { sanitizeHtml } from "@vitrine/editor-react/server";
import type { Locale } from "../i18n/messages.js";
import type { FieldError, Text3 } from "../modules/framework/types.js";
import { text } from "../modules/system/fields.js";
import { type GoodsMessageKey, goodsTranslator } from "./messages.js";
import { readMoney, toHundredths } from "./money.js";
import type { GoodsImage } from "./schema.js";

/**
 * The first check of a product save: shapes, ranges and money of every field, without the
 * database (save.ts then checks that the category, template, specs and values exist). Errors name
 * the request key (`skus[2].price`) and say, in the caller's language, which field and row.
 */

export const MAX_SKUS = 1000;
export const MAX_SPEC_GROUPS = 5;
export const MAX_IMAGES = 10;
export const MAX_NAME = 100;
export const MAX_DESCRIPTION = 200_000;
const MAX_URL = 2000;
const MAX_COUNT = 100_000_000;
/** The stock column is an int4: the largest count a SKU can hold. */
export const MAX_STOCK = 2_147_483_647;
const DELIVERY_METHODS = ["express", "pickup"] as const;
const TYPES = [2, 5, 11];
const RECOMMEND = [1, 2, 3];

export const GOODS_LABELS = {
  name: text("商品名称", "name", "商品名稱"),
  categoryId: text("商品分类", "category", "商品分類"),
  type: text("商品类型", "type", "商品類型"),
  status: text("商品状态", "status", "商品狀態"),
  unit: text("单位", "unit", "單位"),
  code: text("商品编码", "code", "商品編碼"),
  images: text("商品轮播图", "carousel images", "商品輪播圖"),
  mainImage: text("商品图片", "main image", "商品圖片"),
  videoUrl: text("视频地址", "video address", "影片位址"),
  specMode: text("规格类型", "specification type", "規格類型"),
  specs: text("规格", "specifications", "規格"),
  skus: text("价格库存", "prices and stock", "價格庫存"),
  price: text("售价", "price", "售價"),
  originalPrice: text("原价", "original price", "原價"),
  costPrice: text("成本价", "cost price", "成本價"),
  stock: text("库存", "stock", "庫存"),
  image: text("图片", "image", "圖片"),
  weight: text("重量(KG)", "weight (kg)", "重量(KG)"),
  volume: text("体积(m³)", "volume (m³)", "體積(m³)"),
  description: text("商品详情", "details", "商品詳情"),
  deliveryMethods: text("物流方式", "delivery methods", "物流方式"),
  freightMode: text("运费设置", "freight", "運費設定"),
  freightFee: text("固定运费", "fixed freight", "固定運費"),
  freightTemplateId: text("运费模板", "freight template", "運費範本"),
  virtualSales: text("已购数量", "shown as bought", "已購數量"),
  sort: text("排序", "sort", "排序"),
  points: text("购买送积分", "points per purchase", "購買送積分"),
  purchaseLimitMode: text("限购类型", "purchase limit type", "限購類型"),
  purchaseLimit: text("限购数量", "purchase limit", "限購數量"),
  presale: text("预售商品", "pre-sale", "預售商品"),
  presaleStart: text("预售开始时间", "pre-sale start", "預售開始時間"),
  presaleEnd: text("预售结束时间", "pre-sale end", "預售結束時間"),
  presaleShipDays: text("发货天数", "days to ship", "出貨天數"),
  recommend: text("商品推荐", "recommendation", "商品推薦"),
  seoKeywords: text("商品关键词", "keywords", "商品關鍵詞"),
  seoDescription: text("商品描述", "description", "商品描述"),
} satisfies Record<string, Text3>;

type LabelKey = keyof typeof GOODS_LABELS;

export interface SkuInput {
  optionIds: number[];
  /** undefined: keep the stored value of a matching combination (edit), else required/default. */
  priceCents: number | undefined;
  originalPriceCents: number | undefined;
  costPriceCents: number | undefined;
  stock: number | undefined;
  image: string;
  code: string;
  weight: string;
  volume: string;
  /** Index in the request, for messages. */
  index: number;
}

/** An error in one SKU row's cell; `row` is its index in `skus`. */
export interface SkuFieldError extends FieldError {
  row: number;
}

export interface SpecGroupInput {
  specId: number;
  valueIds: number[];
  index: number;
}

export interface GoodsInput {
  id: number | undefined;
  name: string;
  categoryId: number;
  type: number;
  status: number;
  unit: string;
  code: string;
  images: GoodsImage[];
  mainImage: string;
  videoUrl: string;
  specMode: 1 | 2;
  specs: SpecGroupInput[];
  skus: SkuInput[];
  description: string;
  deliveryMethods: string[];
  freightMode: 1 | 2;
  freightFeeCents: number;
  freightTemplateId: number;
  weight: string;
  volume: string;
  virtualSales: number;
  sort: number;
  points: number;
  purchaseLimitMode: number;
  purchaseLimit: number;
  presale: boolean;
  presaleStart: Date | null;
  presaleEnd: Date | null;
  presaleShipDays: number;
  recommend: number[];
  seoKeywords: string;
  seoDescription: string;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === "";

/** Hundredths as numeric(12,2) text. */
const decimalText = (hundredths: number) =>
  `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, "0")}`;

function wholeNumber(value: unknown): number | undefined {
  if (typeof value === "number")
    return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  if (typeof value === "string" && /^\d{1,15}$/.test(value.trim())) {
    const n = Number(value.trim());
    return Number.isSafeInteger(n) ? n : undefined;
  }
  return undefined;
}

function positiveId(value: unknown): number | undefined {
  const n = wholeNumber(value);
  return n !== undefined && n >= 1 && n <= 2_147_483_647 ? n : undefined;
}

export function checkGoodsInput(
  body: Record<string, unknown>,
  locale: Locale,
): { input: GoodsInput; errors: FieldError[]; skuErrors: SkuFieldError[] } {
  const t = goodsTranslator(locale);
  const errors: FieldError[] = [];
  const skuErrors: SkuFieldError[] = [];
  const label = (key: LabelKey) => GOODS_LABELS[key][locale];
  const err = (field: string, key: GoodsMessageKey, params: Record<string, string | number>) =>
    errors.push({ field, message: t(key, params) });

  const str = (key: LabelKey, max: number, required = false): string => {
    const raw = body[key];
    if (isEmpty(raw)) {
      if (required) err(key, "goods.required", { field: label(key) });
      return "";
    }
    if (typeof raw !== "string" && typeof raw !== "number") {
      err(key, "goods.oneOf", { field: label(key) });
      return "";
    }
    const value = String(raw).trim();
    if (required && value === "") err(key, "goods.required", { field: label(key) });
    if ([...value].length > max) err(key, "goods.tooLong", { field: label(key), max });
    return value;
  };
  const count = (key: LabelKey, max = MAX_COUNT): number => {
    const raw = body[key];
    if (isEmpty(raw)) return 0;
    const n = wholeNumber(raw);
    if (n === undefined) {
      err(key, "goods.wholeNumber", { field: label(key) });
      return 0;
    }
    if (n > max) err(key, "goods.between", { field: label(key), min: 0, max });
    return n;
  };
  const choice = <T extends number>(key: LabelKey, allowed: readonly T[], fallback: T): T => {
    const raw = body[key];
    if (isEmpty(raw)) return fallback;
    // The type first: Number() of an object runs its toString/valueOf, and a JSON body may send
    // {"toString": []}, which makes Number() throw (a 500 instead of this refusal).
    const n = typeof raw === "number" || typeof raw === "string" ? Number(raw) : Number.NaN;
    if (!allowed.includes(n as T)) {
      err(key, "goods.oneOf", { field: label(key) });
      return fallback;
    }
    return n as T;
  };
  const decimal = (key: string, labelText: string, raw: unknown): string => {
    if (isEmpty(raw)) return "0.00";
    const h = toHundredths(raw);
    if (h === undefined) {
      err(key, "goods.decimal", { field: labelText });
      return "0.00";
    }
    return decimalText(h);
  };
  const bool = (key: LabelKey): boolean => {
    const raw = body[key];
    if (isEmpty(raw)) return false;
    if (raw === true || raw === 1 || raw === "1" || raw === "true") return true;
    if (raw === false || raw === 0 || raw === "0" || raw === "false") return false;
    err(key, "goods.oneOf", { field: label(key) });
    return false;
  };
  const time = (key: LabelKey): Date | null => {
    const raw = body[key];
    if (isEmpty(raw)) return null;
    const date = typeof raw === "string" && raw.length <= 64 ? new Date(raw) : undefined;
    if (!date || Number.isNaN(date.getTime())) {
      err(key, "goods.oneOf", { field: label(key) });
      return null;
    }
    return date;
  };
  const url = (key: string, labelText: string, raw: unknown): string => {
    // Only the goods' own images and video come through here; SKU images are checked per row.
    if (isEmpty(raw)) return "";
    if (typeof raw !== "string") {
      err(key, "goods.oneOf", { field: labelText });
      return "";
    }
    if (raw.length > MAX_URL) err(key, "goods.tooLong", { field: labelText, max: MAX_URL });
    return raw.trim();
  };

  let id: number | undefined;
  if (!isEmpty(body.id) && body.id !== 0 && body.id !== "0") {
    id = positiveId(body.id);
    if (id === undefined) err("id", "goods.notExist", { field: "id" });
  }
  const name = str("name", MAX_NAME, true);
  let categoryId = 0;
  if (isEmpty(body.categoryId) || body.categoryId === 0 || body.categoryId === "0")
    err("categoryId", "goods.choose", { field: label("categoryId") });
  else {
    categoryId = positiveId(body.categoryId) ?? 0;
    if (!categoryId) err("categoryId", "goods.notExist", { field: label("categoryId") });
  }
  const type = choice("type", TYPES, 5);
  const status = choice("status", [0, 1], 1);
  const unit = str("unit", 10);
  const code = str("code", 64);

  const images: GoodsImage[] = [];
  if (!isEmpty(body.images)) {
    if (!Array.isArray(body.images)) err("images", "goods.list", { field: label("images") });
    else if (body.images.length > MAX_IMAGES)
      err("images", "goods.tooMany", { field: label("images"), max: MAX_IMAGES });
    else
      body.images.forEach((item, i) => {
        const raw = typeof item === "string" ? { url: item } : item;
        const u = url(`images[${i}]`, label("images"), (raw as { url?: unknown })?.url);
        if (!u) return;
        const image: GoodsImage = { url: u };
        const mediaId = positiveId((raw as { id?: unknown }).id);
        if (mediaId) image.id = mediaId;
        const fileName = (raw as { fileName?: unknown }).fileName;
        if (typeof fileName === "string") image.fileName = fileName.slice(0, 255);
        images.push(image);
      });
  }
  const mainImage = url("mainImage", label("mainImage"), body.mainImage) || images[0]?.url || "";
  const videoUrl = url("videoUrl", label("videoUrl"), body.videoUrl);
  const specMode = choice("specMode", [1, 2] as const, 1);

  // Spec groups (multiple specifications only).
  const specs: SpecGroupInput[] = [];
  if (specMode === 2) {
    const raw = body.specs;
    if (!Array.isArray(raw) || raw.length === 0) err("specs", "goods.specMissing", {});
    else if (raw.length > MAX_SPEC_GROUPS)
      err("specs", "goods.tooMany", { field: label("specs"), max: MAX_SPEC_GROUPS });
    else
      raw.forEach((group, i) => {
        const specId = positiveId((group as { specId?: unknown })?.specId);
        if (!specId) {
          err(`specs[${i}].specId`, "goods.notExist", { field: label("specs") });
          return;
        }
        const values = (group as { values?: unknown }).values;
        const valueIds: number[] = [];
        if (Array.isArray(values) && values.length <= MAX_SKUS)
          for (const v of values) {
            const vid = positiveId(typeof v === "object" && v ? (v as { id?: unknown }).id : v);
            if (!vid) {
              err(`specs[${i}].values`, "goods.notExist", { field: label("specs") });
              return;
            }
            if (!valueIds.includes(vid)) valueIds.push(vid);
          }
        specs.push({ specId, valueIds, index: i });
      });
  }

  // SKUs.
  const skus: SkuInput[] = [];
  const rawSkus = body.skus;
  if (!Array.isArray(rawSkus) || rawSkus.length === 0) err("skus", "goods.noSkus", {});
  else if (rawSkus.length > MAX_SKUS)
    err("skus", "goods.tooMany", { field: label("skus"), max: MAX_SKUS });
  else if (specMode === 1 && rawSkus.length !== 1) err("skus", "goods.singleSpecSkus", {});
  else
    rawSkus.forEach((item, i) => {
      const row = (typeof item === "object" && item ? item : {}) as Record<string, unknown>;
      const optionIds: number[] = [];
      if (Array.isArray(row.optionIds) && row.optionIds.length <= MAX_SPEC_GROUPS)
        for (const o of row.optionIds) {
          const oid = positiveId(o);
          if (oid) optionIds.push(oid);
          else err(`skus[${i}].optionIds`, "goods.skuOptions", { row: `#${i + 1}` });
        }
      else if (!isEmpty(row.optionIds))
        err(`skus[${i}].optionIds`, "goods.skuOptions", { row: `#${i + 1}` });
      if (specMode === 1 && optionIds.length > 0) err("skus", "goods.singleSpecSkus", {});
      // A cell's error is kept apart: save.ts prefixes it with the row's combination (规格“红色 / XL”的…).
      const cell = (
        key: string,
        messageKey: GoodsMessageKey,
        params: Record<string, string | number>,
      ) => skuErrors.push({ field: `skus[${i}].${key}`, message: t(messageKey, params), row: i });
      const money = (key: "price" | "originalPrice" | "costPrice") => {
        const value = row[key];
        if (isEmpty(value)) return undefined;
        const money = readMoney(value, label(key), locale);
        if (money.message !== undefined)
          skuErrors.push({ field: `skus[${i}].${key}`, message: money.message, row: i });
        return money.cents;
      };
      const rowDecimal = (key: "weight" | "volume") => {
        if (isEmpty(row[key])) return "0.00";
        const h = toHundredths(row[key]);
        if (h === undefined) {
          cell(key, "goods.decimal", { field: label(key) });
          return "0.00";
        }
        return decimalText(h);
      };
      const priceCents = money("price");
      const originalPriceCents = money("originalPrice");
      const costPriceCents = money("costPrice");
      let stock: number | undefined;
      if (!isEmpty(row.stock)) {
        stock = wholeNumber(row.stock);
        // One message per cell: a whole number too large says its range, anything else that it
        // must be a whole number (and save.ts asks for no stock on top, the cell has its error).
        if (stock === undefined) cell("stock", "goods.wholeNumber", { field: label("stock") });
        else if (stock > MAX_STOCK) {
          cell("stock", "goods.between", { field: label("stock"), min: 0, max: MAX_STOCK });
          stock = undefined;
        }
      }
      let image = "";
      if (typeof row.image === "string") {
        image = row.image.trim();
        if (image.length > MAX_URL)
          cell("image", "goods.tooLong", { field: label("image"), max: MAX_URL });
      } else if (!isEmpty(row.image)) cell("image", "goods.oneOf", { field: label("image") });
      skus.push({
        optionIds,
        priceCents,
        originalPriceCents,
        costPriceCents,
        stock,
        image,
        code: typeof row.code === "string" ? row.code.trim().slice(0, 64) : "",
        weight: rowDecimal("weight"),
        volume: rowDecimal("volume"),
        index: i,
      });
    });

  // Stored as the editor's own allow-list sanitiser leaves it (the same one the wizard uses).
  const rawDescription = typeof body.description === "string" ? body.description : "";
  if (!isEmpty(body.description) && typeof body.description !== "string")
    err("description", "goods.oneOf", { field: label("description") });
  let description = "";
  if (rawDescription.length > MAX_DESCRIPTION)
    err("description", "goods.tooLong", { field: label("description"), max: MAX_DESCRIPTION });
  else description = rawDescription ? sanitizeHtml(rawDescription) : "";

  let deliveryMethods: string[] = ["express"];
  if (!isEmpty(body.deliveryMethods)) {
    const raw = body.deliveryMethods;
    if (
      !Array.isArray(raw) ||
      raw.length === 0 ||
      raw.some((m) => !(DELIVERY_METHODS as readonly unknown[]).includes(m))
    )
      err("deliveryMethods", "goods.oneOf", { field: label("deliveryMethods") });
    else deliveryMethods = DELIVERY_METHODS.filter((m) => raw.includes(m));
  }
  const freightMode = choice("freightMode", [1, 2] as const, 1);
  let freightFeeCents = 0;
  if (!isEmpty(body.freightFee)) {
    const money = readMoney(body.freightFee, label("freightFee"), locale);
    if (money.message !== undefined) errors.push({ field: "freightFee", message: money.message });
    else freightFeeCents = money.cents;
  }
  let freightTemplateId = 0;
  if (freightMode === 2) {
    freightTemplateId = positiveId(body.freightTemplateId) ?? 0;
    if (!freightTemplateId) err("freightTemplateId", "goods.freightTemplateMissing", {});
  }
  const weight = decimal("weight", label("weight"), body.weight);
  const volume = decimal("volume", label("volume"), body.volume);
  const virtualSales = count("virtualSales");
  const sort = count("sort", 100_000);
  const points = count("points");
  const purchaseLimitMode = choice("purchaseLimitMode", [0, 1, 2], 0);
  const purchaseLimit = count("purchaseLimit");
  if (purchaseLimitMode > 0 && purchaseLimit < 1)
    err("purchaseLimit", "goods.between", {
      field: label("purchaseLimit"),
      min: 1,
      max: MAX_COUNT,
    });
  const presale = bool("presale");
  const presaleStart = presale ? time("presaleStart") : null;
  const presaleEnd = presale ? time("presaleEnd") : null;
  if (presale) {
    if (!presaleStart && isEmpty(body.presaleStart))
      err("presaleStart", "goods.choose", { field: label("presaleStart") });
    if (!presaleEnd && isEmpty(body.presaleEnd))
      err("presaleEnd", "goods.choose", { field: label("presaleEnd") });
    if (presaleStart && presaleEnd && presaleEnd <= presaleStart)
      err("presaleEnd", "goods.presaleRange", {});
  }
  const presaleShipDays = presale ? count("presaleShipDays", 365) : 0;
  let recommend: number[] = [];
  if (!isEmpty(body.recommend)) {
    const raw = body.recommend;
    if (
      !Array.isArray(raw) ||
      raw.some(
        (r) => (typeof r !== "number" && typeof r !== "string") || !RECOMMEND.includes(Number(r)),
      )
    )
      err("recommend", "goods.oneOf", { field: label("recommend") });
    else recommend = RECOMMEND.filter((r) => raw.map(Number).includes(r));
  }
  const seoKeywords = str("seoKeywords", 200);
  const seoDescription = str("seoDescription", 500);

  return {
    input: {
      id,
      name,
      categoryId,
      type,
      status,
      unit,
      code,
      images,
      mainImage,
      videoUrl,
      specMode,
      specs,
      skus,
      description,
      deliveryMethods,
      freightMode,
      freightFeeCents,
      freightTemplateId,
      weight,
      volume,
      virtualSales,
      sort,
      points,
      purchaseLimitMode,
      purchaseLimit,
      presale,
      presaleStart,
      presaleEnd,
      presaleShipDays,
      recommend,
      seoKeywords,
      seoDescription,
    },
    errors,
    skuErrors,
  };
}
