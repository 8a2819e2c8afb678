import type { Locale } from "../i18n/messages.js";
import type { FieldError } from "../modules/framework/types.js";
import { GOODS_LABELS, type GoodsLabelKey } from "./goods-labels.js";
import { decimalText, isEmpty, positiveId, wholeNumber } from "./input-values.js";
import { type GoodsMessageKey, goodsTranslator } from "./messages.js";
import { readMoney, toHundredths } from "./money.js";
import type { GoodsImage } from "./schema.js";

/**
 * The list fields of a product save (carousel images, spec groups, SKU rows), read row by row:
 * each row's refusal names its index (`skus[2].price`), which a body schema's error could not
 * say in the user's words. goods-input.ts composes them with the other fields.
 */

export const MAX_SKUS = 1000;
export const MAX_SPEC_GROUPS = 5;
export const MAX_IMAGES = 10;
export const MAX_URL = 2000;
/** The stock column is an int4: the largest count a SKU can hold. */
export const MAX_STOCK = 2_147_483_647;

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

/** Where a reader reports: the field errors and the translator of the caller's language. */
export interface RowContext {
  locale: Locale;
  errors: FieldError[];
}

function reporter({ locale, errors }: RowContext) {
  const t = goodsTranslator(locale);
  const label = (key: GoodsLabelKey) => GOODS_LABELS[key][locale];
  const err = (field: string, key: GoodsMessageKey, params: Record<string, string | number>) =>
    errors.push({ field, message: t(key, params) });
  return { t, label, err };
}

/** The carousel: addresses (or {url, id, fileName}), at most MAX_IMAGES. */
export function readImages(raw: unknown, ctx: RowContext): GoodsImage[] {
  const { label, err } = reporter(ctx);
  const images: GoodsImage[] = [];
  if (isEmpty(raw)) return images;
  if (!Array.isArray(raw)) err("images", "goods.list", { field: label("images") });
  else if (raw.length > MAX_IMAGES)
    err("images", "goods.tooMany", { field: label("images"), max: MAX_IMAGES });
  else
    raw.forEach((item, i) => {
      const row = typeof item === "string" ? { url: item } : item;
      const u = readUrl(`images[${i}]`, label("images"), (row as { url?: unknown })?.url, ctx);
      if (!u) return;
      const image: GoodsImage = { url: u };
      const mediaId = positiveId((row as { id?: unknown }).id);
      if (mediaId) image.id = mediaId;
      const fileName = (row as { fileName?: unknown }).fileName;
      if (typeof fileName === "string") image.fileName = fileName.slice(0, 255);
      images.push(image);
    });
  return images;
}

/** An address of the goods' own images or video; SKU images are checked per row. */
export function readUrl(key: string, labelText: string, raw: unknown, ctx: RowContext): string {
  const { err } = reporter(ctx);
  if (isEmpty(raw)) return "";
  if (typeof raw !== "string") {
    err(key, "goods.oneOf", { field: labelText });
    return "";
  }
  if (raw.length > MAX_URL) err(key, "goods.tooLong", { field: labelText, max: MAX_URL });
  return raw.trim();
}

/** The spec groups of a product with multiple specifications. */
export function readSpecs(raw: unknown, ctx: RowContext): SpecGroupInput[] {
  const { label, err } = reporter(ctx);
  const specs: SpecGroupInput[] = [];
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
  return specs;
}

/** The SKU rows; a cell's refusal goes to `skuErrors` (save.ts prefixes it with the combination). */
export function readSkus(
  raw: unknown,
  specMode: 1 | 2,
  ctx: RowContext,
  skuErrors: SkuFieldError[],
): SkuInput[] {
  const { label, err } = reporter(ctx);
  const skus: SkuInput[] = [];
  if (!Array.isArray(raw) || raw.length === 0) err("skus", "goods.noSkus", {});
  else if (raw.length > MAX_SKUS)
    err("skus", "goods.tooMany", { field: label("skus"), max: MAX_SKUS });
  else if (specMode === 1 && raw.length !== 1) err("skus", "goods.singleSpecSkus", {});
  else
    raw.forEach((item, i) => {
      const row = (typeof item === "object" && item ? item : {}) as Record<string, unknown>;
      skus.push(readSku(row, i, specMode, ctx, skuErrors));
    });
  return skus;
}

function readSku(
  row: Record<string, unknown>,
  i: number,
  specMode: 1 | 2,
  ctx: RowContext,
  skuErrors: SkuFieldError[],
): SkuInput {
  const { t, label, err } = reporter(ctx);
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
  const cell = (
    key: string,
    messageKey: GoodsMessageKey,
    params: Record<string, string | number>,
  ) => skuErrors.push({ field: `skus[${i}].${key}`, message: t(messageKey, params), row: i });
  const money = (key: "price" | "originalPrice" | "costPrice") => {
    if (isEmpty(row[key])) return undefined;
    const read = readMoney(row[key], label(key), ctx.locale);
    if (read.message !== undefined)
      skuErrors.push({ field: `skus[${i}].${key}`, message: read.message, row: i });
    return read.cents;
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
  return {
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
  };
}
