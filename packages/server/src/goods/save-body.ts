import { type Static, type TOptional, type TSchema, Type } from "@sinclair/typebox";
import type { TypeCheck } from "@sinclair/typebox/compiler";
import { TypeCompiler } from "@sinclair/typebox/compiler";
import type { Locale } from "../i18n/messages.js";
import type { FieldError } from "../modules/framework/types.js";
import { GOODS_LABELS, type GoodsLabelKey } from "./goods-labels.js";
import { type GoodsMessageKey, goodsTranslator } from "./messages.js";
import { ImagesField, SkusField, SpecsField } from "./save-rows-schema.js";
import { Address, Blank, Count, Decimal, Text } from "./value-shapes.js";

/**
 * The JSON shapes a product save accepts, field by field, as one TypeBox schema: Fastify checks
 * the body against it (routes.ts, with TypeBox's own compiler: no AJV coercion rewrites the body)
 * and `shapeErrors` turns each refused field into the refusal a user has always read, in their
 * language (never the schema library's English). What a shape cannot say — lengths after
 * trimming, ranges of numbers sent as text, money, cross-field rules — stays in goods-input.ts.
 */

/** One of a few numbers, sent as a number or as its text (form values). */
const Choice = (allowed: readonly number[]) =>
  Type.Union([
    ...allowed.map((n) => Type.Literal(n)),
    ...allowed.map((n) => Type.Literal(String(n))),
  ]);

/** A choice that may be left blank (the field then keeps its default). */
const OneOf = (allowed: readonly number[]) => Type.Union([Choice(allowed), ...Blank]);

const Flag = Type.Union([
  ...[true, 1, "1", "true", false, 0, "0", "false"].map((v) => Type.Literal(v)),
  ...Blank,
]);

/** An ISO date-time as the picker sends it; parsed (and refused when invalid) by goods-input.ts. */
const Time = Type.Union([Type.String({ maxLength: 64 }), ...Blank]);

const DeliveryMethods = Type.Union([
  Type.Array(Type.Union([Type.Literal("express"), Type.Literal("pickup")]), { minItems: 1 }),
  ...Blank,
]);

const Recommend = Type.Union([Type.Array(Choice([1, 2, 3])), ...Blank]);

/** Each field's shape and the refusal of a value of another shape. */
const FIELDS = {
  name: [Text, "goods.oneOf"],
  type: [OneOf([2, 5, 11]), "goods.oneOf"],
  status: [OneOf([0, 1]), "goods.oneOf"],
  unit: [Text, "goods.oneOf"],
  code: [Text, "goods.oneOf"],
  mainImage: [Address, "goods.oneOf"],
  videoUrl: [Address, "goods.oneOf"],
  specMode: [OneOf([1, 2]), "goods.oneOf"],
  description: [Address, "goods.oneOf"],
  deliveryMethods: [DeliveryMethods, "goods.oneOf"],
  freightMode: [OneOf([1, 2]), "goods.oneOf"],
  weight: [Decimal, "goods.decimal"],
  volume: [Decimal, "goods.decimal"],
  virtualSales: [Count, "goods.wholeNumber"],
  sort: [Count, "goods.wholeNumber"],
  points: [Count, "goods.wholeNumber"],
  purchaseLimitMode: [OneOf([0, 1, 2]), "goods.oneOf"],
  purchaseLimit: [Count, "goods.wholeNumber"],
  presale: [Flag, "goods.oneOf"],
  presaleStart: [Time, "goods.oneOf"],
  presaleEnd: [Time, "goods.oneOf"],
  presaleShipDays: [Count, "goods.wholeNumber"],
  recommend: [Recommend, "goods.oneOf"],
  seoKeywords: [Text, "goods.oneOf"],
  seoDescription: [Text, "goods.oneOf"],
} as const satisfies Partial<Record<GoodsLabelKey, readonly [TSchema, GoodsMessageKey]>>;

type ShapedField = keyof typeof FIELDS;

const properties = Object.fromEntries(
  Object.entries(FIELDS).map(([key, [schema]]) => [key, Type.Optional(schema)]),
) as { [K in ShapedField]: TOptional<(typeof FIELDS)[K][0]> };

/**
 * The save's body: the shaped fields above, the list fields (save-rows-schema.ts, whose refusals
 * name the row: goods-rows.ts) and the ones read against the database (id, categoryId, freight,
 * checked in goods-input.ts).
 */
export const GoodsSaveBody = Type.Object(
  {
    ...properties,
    id: Type.Optional(Type.Unknown()),
    categoryId: Type.Optional(Type.Unknown()),
    images: ImagesField,
    specs: SpecsField,
    skus: SkusField,
    freightFee: Type.Optional(Type.Unknown()),
    freightTemplateId: Type.Optional(Type.Unknown()),
  },
  { maxProperties: 64 },
);

export type GoodsSaveBody = Static<typeof GoodsSaveBody>;

const checkers = Object.fromEntries(
  Object.entries(FIELDS).map(([key, [schema]]) => [key, TypeCompiler.Compile(schema)]),
) as unknown as Record<ShapedField, TypeCheck<TSchema>>;

/** The fields whose value has a shape the schema refuses, each with its localized refusal. */
export function shapeErrors(body: Record<string, unknown>, locale: Locale): FieldError[] {
  const t = goodsTranslator(locale);
  const errors: FieldError[] = [];
  for (const key of Object.keys(FIELDS) as ShapedField[]) {
    const value = body[key];
    if (value === undefined || checkers[key].Check(value)) continue;
    errors.push({ field: key, message: t(FIELDS[key][1], { field: GOODS_LABELS[key][locale] }) });
  }
  return errors;
}
