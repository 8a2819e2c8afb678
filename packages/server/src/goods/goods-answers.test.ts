import { beforeEach, describe, expect, it } from "vitest";
import { visibleFields } from "../modules/framework/rows.js";
import { type Tokens, useSignedInServer } from "../modules/testing.js";
import type { TestServer } from "../testing/test-server.js";
import { goodsModule } from "./declaration.js";
import { GoodsRowSchema } from "./goods-answer-schema.js";
import { goodsClient, simpleGoods } from "./testing.js";

/** A row's keys: every visible list field of declaration.ts and the decoration's two. */
const ROW_KEYS = [...visibleFields(goodsModule).map((f) => f.key), "categoryName", "price"].sort();

let server: TestServer;
let tokens: Tokens;
useSignedInServer(
  (started) => (server = started),
  (signedIn) => (tokens = signedIn),
);
beforeEach(async () => {
  await server.database.query("DELETE FROM goods WHERE is_demo");
});

describe("the goods list answer and its schema", () => {
  it("names every key a row carries in its schema", () => {
    expect(Object.keys(GoodsRowSchema.properties).sort()).toEqual(ROW_KEYS);
  });

  it("carries every field of a product row, and refusals as before", async () => {
    const c = goodsClient(server, () => tokens.admin);
    const books = await c.category("图书");
    const id = await c.create(
      simpleGoods(books, { name: "童话书", skus: [{ price: "25.5", stock: 7 }], type: 2 }),
    );

    for (const method of ["POST", "GET"] as const) {
      const list = await c.call(method, "/api/goods/index", method === "POST" ? {} : undefined);
      expect(list.json).toMatchObject({ code: 0, msg: "ok" });
      const row = list.json!.data.data.find((r: { id: number }) => r.id === id);
      expect(Object.keys(row).sort()).toEqual(ROW_KEYS);
      expect(row).toMatchObject({
        name: "童话书",
        categoryId: books,
        categoryName: "图书",
        minPriceCents: 2550,
        price: "25.50",
        stockTotal: 7,
        deletedAt: null,
      });
      expect(row.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }

    const bad = await c.call("POST", "/api/goods/index", { tab: "nope" });
    expect(bad.status).toBe(200);
    expect(bad.json).toMatchObject({ code: 1, data: null });
    expect(bad.json?.msg).not.toBe("");
  });
});
