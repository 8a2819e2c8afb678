import { type Static, Type } from "@sinclair/typebox";
import { Instant, Nullable } from "../http/envelope-schema.js";

/**
 * The goods list's answer schema (goods/API.md). The serialiser drops every key it does not name,
 * so each list field of declaration.ts and the decoration's (`categoryName`, `price`) is here;
 * goods-answers.test.ts fails when one is missing. It is not the route's serialiser: on a quiet box
 * that made the list slower (1,054 -> 624 calls/s, server CPU 0.68 -> 0.86 ms a call;
 * goods.bench.mjs, 2026-12-03), so it stays the named contract of the answer.
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
