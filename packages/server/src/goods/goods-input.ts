import { sanitizeHtml } from "@vitrine/editor-react/server";
import type { Locale } from "../i18n/messages.js";
import type { FieldError } from "../modules/framework/types.js";
import { GOODS_LABELS, type GoodsLabelKey } from "./goods-labels.js";
import {
  readImages,
  readSkus,
  readSpecs,
  readUrl,
  type SkuFieldError,
  type SkuInput,
  type SpecGroupInput,
} from "./goods-rows.js";
import { decimalText, isEmpty, isNewRow, positiveId, wholeNumber } from "./input-values.js";
import { type GoodsMessageKey, goodsTranslator } from "./messages.js";
import { readMoney, toHundredths } from "./money.js";
import { shapeErrors } from "./save-body.js";
import type { GoodsImage } from "./schema.js";

/**
 * The first check of a product save, without the database (save.ts then checks that the
 * category, template, specs and values exist). The JSON shape of each scalar field is the
 * TypeBox schema's (save-body.ts); here its value is read: trimmed lengths, ranges, money, the
 * rules between fields, and the rows (goods-rows.ts). Errors name the request key
 * (`skus[2].price`) and say, in the caller's language, which field and row.
 */

export { GOODS_LABELS } from "./goods-labels.js";
export type { SkuFieldError, SkuInput, SpecGroupInput } from "./goods-rows.js";
export { MAX_STOCK } from "./goods-rows.js";
export { MAX_IMAGES, MAX_SKUS, MAX_SPEC_GROUPS } from "./save-rows-schema.js";

export const MAX_NAME = 100;
export const MAX_DESCRIPTION = 200_000;
const MAX_COUNT = 100_000_000;
const DELIVERY_METHODS = ["express", "pickup"] as const;
const RECOMMEND = [1, 2, 3];

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

/** The order refusals are answered in (the form's order): the first is the answer's `msg`. */
const FIELD_ORDER = [
  ...["id", "name", "categoryId", "type", "status", "unit", "code", "images", "mainImage"],
  ...["videoUrl", "specMode", "specs", "skus", "description", "deliveryMethods", "freightMode"],
  ...["freightFee", "freightTemplateId", "weight", "volume", "virtualSales", "sort", "points"],
  ...["purchaseLimitMode", "purchaseLimit", "presale", "presaleStart", "presaleEnd"],
  ...["presaleShipDays", "recommend", "seoKeywords", "seoDescription"],
];
const PRESALE_ONLY = new Set(["presaleStart", "presaleEnd", "presaleShipDays"]);

const orderOf = (field: string) => {
  const i = FIELD_ORDER.indexOf(field.split(/[[.]/)[0]!);
  return i < 0 ? FIELD_ORDER.length : i;
};

/** Reads the body's values, once save-body.ts has refused the fields of a wrong shape. */
function valueReaders(
  body: Record<string, unknown>,
  locale: Locale,
  errors: FieldError[],
  refused: Set<string>,
) {
  const t = goodsTranslator(locale);
  const label = (key: GoodsLabelKey) => GOODS_LABELS[key][locale];
  const err = (field: string, key: GoodsMessageKey, params: Record<string, string | number>) =>
    errors.push({ field, message: t(key, params) });
  /** The value of a field, or undefined when absent, blank or refused by its shape. */
  const value = (key: GoodsLabelKey) =>
    refused.has(key) || isEmpty(body[key]) ? undefined : body[key];
  return {
    label,
    err,
    str(key: GoodsLabelKey, max: number, required = false): string {
      const raw = value(key);
      const text = raw === undefined ? "" : String(raw).trim();
      if (required && text === "" && !refused.has(key))
        err(key, "goods.required", { field: label(key) });
      if ([...text].length > max) err(key, "goods.tooLong", { field: label(key), max });
      return text;
    },
    count(key: GoodsLabelKey, max = MAX_COUNT): number {
      const n = wholeNumber(value(key)) ?? 0;
      if (n > max) err(key, "goods.between", { field: label(key), min: 0, max });
      return n;
    },
    choice<T extends number>(key: GoodsLabelKey, fallback: T): T {
      const raw = value(key);
      return raw === undefined ? fallback : (Number(raw) as T);
    },
    decimal(key: "weight" | "volume"): string {
      const raw = value(key);
      if (raw === undefined) return "0.00";
      const h = toHundredths(raw);
      if (h === undefined) {
        err(key, "goods.decimal", { field: label(key) });
        return "0.00";
      }
      return decimalText(h);
    },
    time(key: "presaleStart" | "presaleEnd"): Date | null {
      const raw = value(key);
      if (raw === undefined) return null;
      const date = new Date(raw as string);
      if (!Number.isNaN(date.getTime())) return date;
      err(key, "goods.oneOf", { field: label(key) });
      return null;
    },
    /** A text field's value: its shape (save-body.ts) is a string when sent. */
    text: (key: "mainImage" | "videoUrl") => value(key) as string | undefined,
    value,
  };
}

type Readers = ReturnType<typeof valueReaders>;

function readIds(body: Record<string, unknown>, r: Readers) {
  let id: number | undefined;
  if (!isNewRow(body.id)) {
    id = positiveId(body.id);
    if (id === undefined) r.err("id", "goods.notExist", { field: "id" });
  }
  let categoryId = 0;
  if (isEmpty(body.categoryId) || body.categoryId === 0 || body.categoryId === "0")
    r.err("categoryId", "goods.choose", { field: r.label("categoryId") });
  else {
    categoryId = positiveId(body.categoryId) ?? 0;
    if (!categoryId) r.err("categoryId", "goods.notExist", { field: r.label("categoryId") });
  }
  return { id, categoryId };
}

/** Stored as the editor's own allow-list sanitiser leaves it (the same one the wizard uses). */
function readDescription(r: Readers): string {
  const raw = (r.value("description") as string | undefined) ?? "";
  if (raw.length <= MAX_DESCRIPTION) return raw ? sanitizeHtml(raw) : "";
  r.err("description", "goods.tooLong", { field: r.label("description"), max: MAX_DESCRIPTION });
  return "";
}

function readFreight(
  body: Record<string, unknown>,
  locale: Locale,
  errors: FieldError[],
  r: Readers,
) {
  const sent = r.value("deliveryMethods") as string[] | undefined;
  const deliveryMethods = sent ? DELIVERY_METHODS.filter((m) => sent.includes(m)) : ["express"];
  const freightMode = r.choice<1 | 2>("freightMode", 1);
  let freightFeeCents = 0;
  if (!isEmpty(body.freightFee)) {
    const money = readMoney(body.freightFee, r.label("freightFee"), locale);
    if (money.message !== undefined) errors.push({ field: "freightFee", message: money.message });
    else freightFeeCents = money.cents;
  }
  let freightTemplateId = 0;
  if (freightMode === 2) {
    freightTemplateId = positiveId(body.freightTemplateId) ?? 0;
    if (!freightTemplateId) r.err("freightTemplateId", "goods.freightTemplateMissing", {});
  }
  return { deliveryMethods, freightMode, freightFeeCents, freightTemplateId };
}

function readLimits(r: Readers) {
  const purchaseLimitMode = r.choice("purchaseLimitMode", 0);
  const purchaseLimit = r.count("purchaseLimit");
  if (purchaseLimitMode > 0 && purchaseLimit < 1)
    r.err("purchaseLimit", "goods.between", {
      field: r.label("purchaseLimit"),
      min: 1,
      max: MAX_COUNT,
    });
  return { purchaseLimitMode, purchaseLimit };
}

function readPresale(body: Record<string, unknown>, r: Readers) {
  const presale =
    r.value("presale") !== undefined && [true, 1, "1", "true"].includes(body.presale as never);
  if (!presale) return { presale, presaleStart: null, presaleEnd: null, presaleShipDays: 0 };
  const presaleStart = r.time("presaleStart");
  const presaleEnd = r.time("presaleEnd");
  if (!presaleStart && isEmpty(body.presaleStart))
    r.err("presaleStart", "goods.choose", { field: r.label("presaleStart") });
  if (!presaleEnd && isEmpty(body.presaleEnd))
    r.err("presaleEnd", "goods.choose", { field: r.label("presaleEnd") });
  if (presaleStart && presaleEnd && presaleEnd <= presaleStart)
    r.err("presaleEnd", "goods.presaleRange", {});
  return { presale, presaleStart, presaleEnd, presaleShipDays: r.count("presaleShipDays", 365) };
}

export function checkGoodsInput(
  body: Record<string, unknown>,
  locale: Locale,
): { input: GoodsInput; errors: FieldError[]; skuErrors: SkuFieldError[] } {
  const presaleOn = [true, 1, "1", "true"].includes(body.presale as never);
  // The pre-sale's dates and days are read only for a pre-sale product, as the form shows them.
  const errors = shapeErrors(body, locale).filter((e) => presaleOn || !PRESALE_ONLY.has(e.field));
  const refused = new Set(errors.map((e) => e.field));
  const skuErrors: SkuFieldError[] = [];
  const r = valueReaders(body, locale, errors, refused);
  const ctx = { locale, errors };
  const images = readImages(body.images, ctx);
  const specMode = r.choice<1 | 2>("specMode", 1);
  const recommend = r.value("recommend") as unknown[] | undefined;
  const input: GoodsInput = {
    ...readIds(body, r),
    name: r.str("name", MAX_NAME, true),
    type: r.choice("type", 5),
    status: r.choice("status", 1),
    unit: r.str("unit", 10),
    code: r.str("code", 64),
    images,
    mainImage:
      readUrl("mainImage", r.label("mainImage"), r.text("mainImage"), ctx) || images[0]?.url || "",
    videoUrl: readUrl("videoUrl", r.label("videoUrl"), r.text("videoUrl"), ctx),
    specMode,
    specs: specMode === 2 ? readSpecs(body.specs, ctx) : [],
    skus: readSkus(body.skus, specMode, ctx, skuErrors),
    description: readDescription(r),
    ...readFreight(body, locale, errors, r),
    weight: r.decimal("weight"),
    volume: r.decimal("volume"),
    virtualSales: r.count("virtualSales"),
    sort: r.count("sort", 100_000),
    points: r.count("points"),
    ...readLimits(r),
    ...readPresale(body, r),
    recommend: recommend ? RECOMMEND.filter((n) => recommend.map(Number).includes(n)) : [],
    seoKeywords: r.str("seoKeywords", 200),
    seoDescription: r.str("seoDescription", 500),
  };
  // Stable: within a field, its refusals keep the order they were found in.
  errors.sort((a, b) => orderOf(a.field) - orderOf(b.field));
  return { input, errors, skuErrors };
}
