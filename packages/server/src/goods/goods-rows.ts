import { ValueErrorType } from "@sinclair/typebox/compiler";
import type { Locale } from "../i18n/messages.js";
import type { FieldError } from "../modules/framework/types.js";
import { GOODS_LABELS, type GoodsLabelKey } from "./goods-labels.js";
import { decimalText, isEmpty, positiveId, wholeNumber } from "./input-values.js";
import { listShaper, type ShapedList } from "./list-shapes.js";
import { type GoodsMessageKey, goodsTranslator } from "./messages.js";
import { notAnAmount, readMoney, toHundredths } from "./money.js";
import {
  ImageList,
  MAX_IMAGES,
  MAX_SKUS,
  MAX_SPEC_GROUPS,
  SkuList,
  type SkuRowShape,
  type SpecGroupShape,
  SpecList,
} from "./save-rows-schema.js";
import type { GoodsImage } from "./schema.js";

/**
 * The list fields of a product save (carousel images, spec groups, SKU rows): their shapes are
 * save-rows-schema.ts's, and a refused part is answered here by the path of its TypeBox error,
 * naming its index (`skus[2].price`) in the user's words. Then what a shape cannot say: trimming,
 * money, the stock's range, lengths after trimming, duplicate values. goods-input.ts composes
 * them with the other fields.
 */

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

const shapeImages = listShaper(ImageList);
const shapeSpecs = listShaper(SpecList);
const shapeSkus = listShaper(SkuList);

/**
 * The list's items by its shape, or the list's own refusal: `tooMany` items, else `missing`
 * (nothing sent, not a list, an empty one), whose words each list has its own.
 */
function shapedList<T>(shape: (list: unknown) => ShapedList<T>, raw: unknown) {
  const { refusal, items } = isEmpty(raw) ? { refusal: undefined, items: [] } : shape(raw);
  if (isEmpty(raw) || (refusal && refusal.type !== ValueErrorType.ArrayMaxItems))
    return { refusal: "missing" as const, items: [] };
  return { refusal: refusal && ("tooMany" as const), items };
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
  const { refusal, items } = shapedList(shapeImages, raw);
  if (refusal === "tooMany")
    err("images", "goods.tooMany", { field: label("images"), max: MAX_IMAGES });
  else if (refusal) err("images", "goods.list", { field: label("images") });
  for (const { index, value: item } of items) {
    if (item === undefined) {
      err(`images[${index}]`, "goods.oneOf", { field: label("images") });
      continue;
    }
    const file = typeof item === "string" || item === null ? { url: item } : item;
    const url = readUrl(`images[${index}]`, label("images"), file.url, ctx);
    if (!url) continue;
    const image: GoodsImage = { url };
    const mediaId = positiveId(file.id);
    if (mediaId) image.id = mediaId;
    if (typeof file.fileName === "string") image.fileName = file.fileName.slice(0, 255);
    images.push(image);
  }
  return images;
}

/** An address of the goods' own images or video, trimmed; SKU images are read per row. */
export function readUrl(
  key: string,
  labelText: string,
  url: string | null | undefined,
  ctx: RowContext,
): string {
  const trimmed = url?.trim() ?? "";
  if (trimmed.length > MAX_URL)
    reporter(ctx).err(key, "goods.tooLong", { field: labelText, max: MAX_URL });
  return trimmed;
}

/** The spec groups of a product with multiple specifications. */
export function readSpecs(raw: unknown, ctx: RowContext): SpecGroupInput[] {
  const { label, err } = reporter(ctx);
  const specs: SpecGroupInput[] = [];
  const { refusal, items } = shapedList(shapeSpecs, raw);
  if (refusal === "tooMany")
    err("specs", "goods.tooMany", { field: label("specs"), max: MAX_SPEC_GROUPS });
  else if (refusal) err("specs", "goods.specMissing", {});
  const notExist = (field: string) => err(field, "goods.notExist", { field: label("specs") });
  for (const { index: i, refusals, value: group } of items) {
    const specId = group && positiveId(group.specId);
    // A group without its spec is not read further: its values could not be checked against it.
    if (!specId || refusals.has("specId")) {
      notExist(`specs[${i}].specId`);
      continue;
    }
    const valueIds = refusals.size === 0 ? valueIdsOf(group.values || []) : undefined;
    if (valueIds) specs.push({ specId, valueIds, index: i });
    else notExist(`specs[${i}].values`);
  }
  return specs;
}

/** The group's value ids without repeats, or undefined when one is not an id. */
function valueIdsOf(values: Exclude<SpecGroupShape["values"], "" | null | undefined>) {
  const ids = new Set<number>();
  for (const value of values) {
    const id = positiveId(typeof value === "object" ? value.id : value);
    if (!id) return undefined;
    ids.add(id);
  }
  return [...ids];
}

/** The SKU rows; a cell's refusal goes to `skuErrors` (save.ts prefixes it with the combination). */
export function readSkus(
  raw: unknown,
  specMode: 1 | 2,
  ctx: RowContext,
  skuErrors: SkuFieldError[],
): SkuInput[] {
  const { label, err } = reporter(ctx);
  const { refusal, items } = shapedList(shapeSkus, raw);
  const skus: SkuInput[] = [];
  if (refusal === "tooMany") err("skus", "goods.tooMany", { field: label("skus"), max: MAX_SKUS });
  else if (refusal) err("skus", "goods.noSkus", {});
  else if (specMode === 1 && items.length !== 1) err("skus", "goods.singleSpecSkus", {});
  else
    for (const { index, refusals, value } of items)
      if (value === undefined || refusals.has(""))
        err(`skus[${index}]`, "goods.oneOf", { field: label("skus") });
      else skus.push(readSku(value, index, refusals, specMode, ctx, skuErrors));
  return skus;
}

/** One row, its refused cells (`refusals`) answered in the order the form shows them. */
function readSku(
  row: SkuRowShape,
  i: number,
  refusals: ReadonlyMap<string, unknown>,
  specMode: 1 | 2,
  ctx: RowContext,
  skuErrors: SkuFieldError[],
): SkuInput {
  const { t, label, err } = reporter(ctx);
  const optionIds = (row.optionIds || []).map(positiveId);
  if (refusals.has("optionIds") || optionIds.includes(undefined))
    err(`skus[${i}].optionIds`, "goods.skuOptions", { row: `#${i + 1}` });
  const chosen = optionIds.filter((id) => id !== undefined);
  if (specMode === 1 && chosen.length > 0) err("skus", "goods.singleSpecSkus", {});
  const cell = (key: string, message: string) =>
    skuErrors.push({ field: `skus[${i}].${key}`, message, row: i });
  /** The cell's value, or undefined once its shape's refusal is reported (or none is sent). */
  const sent = <K extends keyof SkuRowShape>(key: K, refusal: () => string) => {
    if (refusals.has(key)) cell(key, refusal());
    const value = refusals.has(key) || isEmpty(row[key]) ? undefined : row[key];
    return value as Exclude<SkuRowShape[K], "" | null> | undefined;
  };
  const money = (key: "price" | "originalPrice" | "costPrice") => {
    const value = sent(key, () => notAnAmount(label(key), ctx.locale));
    if (value === undefined) return undefined;
    const read = readMoney(value, label(key), ctx.locale);
    if (read.message !== undefined) cell(key, read.message);
    return read.cents;
  };
  const decimal = (key: "weight" | "volume") => {
    const value = sent(key, () => t("goods.decimal", { field: label(key) }));
    const hundredths = value === undefined ? 0 : toHundredths(value);
    if (hundredths === undefined) cell(key, t("goods.decimal", { field: label(key) }));
    return decimalText(hundredths ?? 0);
  };
  const priceCents = money("price");
  const originalPriceCents = money("originalPrice");
  const costPriceCents = money("costPrice");
  const sentStock = sent("stock", () => t("goods.wholeNumber", { field: label("stock") }));
  let stock = sentStock === undefined ? undefined : wholeNumber(sentStock);
  // One message per cell: a stock too large says its range (save.ts asks for no stock on top).
  if (stock !== undefined && stock > MAX_STOCK) {
    cell("stock", t("goods.between", { field: label("stock"), min: 0, max: MAX_STOCK }));
    stock = undefined;
  }
  const image = sent("image", () => t("goods.oneOf", { field: label("image") }))?.trim() ?? "";
  if (image.length > MAX_URL)
    cell("image", t("goods.tooLong", { field: label("image"), max: MAX_URL }));
  const code = sent("code", () => t("goods.oneOf", { field: label("code") }));
  return {
    optionIds: chosen,
    priceCents,
    originalPriceCents,
    costPriceCents,
    stock,
    image,
    code: code === undefined ? "" : String(code).trim().slice(0, 64),
    weight: decimal("weight"),
    volume: decimal("volume"),
    index: i,
  };
}
