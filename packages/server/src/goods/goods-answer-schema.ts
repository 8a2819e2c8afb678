import { type Static, Type } from "@sinclair/typebox";
import { Instant, Nullable, okAnswer } from "../http/envelope-schema.js";

/**
 * The goods list's answer schema (goods/API.md). The serialiser drops every key it does not name,
 * so each list field of declaration.ts and the decoration's (`categoryName`, `price`) is here;
 * goods-answers.test.ts fails when one is missing. Measured on a busy machine, the serialiser made
 * a list call no cheaper (server CPU 0.67 ms before, 0.75 ms after; goods.bench.mjs): the
 * schema's worth here is the named contract, until a quieter run says otherwise.
 */
const Int = Type.Integer();
const Text = Type.String();

/** A product row as `POST|GET /api/goods/index` answers it. */
export const GoodsRowSchema = Type.Object({
  id: Int,
  mainImage: Text,
  name: Text,
  categoryId: Int,
  type: Int,
  minPriceCents: Int,
  maxPriceCents: Int,
  sales: Int,
  virtualSales: Int,
  stockTotal: Int,
  sort: Int,
  status: Int,
  specMode: Int,
  unit: Text,
  code: Text,
  isDemo: Type.Boolean(),
  createdAt: Instant,
  updatedAt: Instant,
  deletedAt: Nullable(Instant),
  // The decoration's: the category's name ("" when gone) and the lowest price in yuan.
  categoryName: Text,
  price: Text,
});
export type GoodsRowAnswer = Static<typeof GoodsRowSchema>;

export const goodsListAnswer = okAnswer(
  Type.Object({ total: Int, data: Type.Array(GoodsRowSchema) }),
);
