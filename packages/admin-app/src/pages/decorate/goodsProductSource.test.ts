import { describe, expect, it } from "vitest";
import { fakeServer, ok } from "../../components/module/moduleFixtures";
import { createGoodsProductSource } from "./goodsProductSource";

const rows = [
  { id: 1, name: "童话书", mainImage: "/book.png", price: "9.90", type: 2 },
  { id: 2, name: "保温杯", mainImage: "", price: "69.00", type: 5 },
];

describe("the page editor's product source (issue 36)", () => {
  it("asks for the goods on sale of every type when no type is chosen, with their pictures", async () => {
    const server = fakeServer(() => ok({ total: 2, data: rows }));
    const items = await createGoodsProductSource(server.http).search({ type: undefined, text: "" });
    expect(server.calls[0]?.body).toEqual({ page: 1, limit: 50, tab: "onSale" });
    expect(items).toEqual([
      { id: 1, name: "童话书", coverUrl: "/book.png", introduce: "", price: "9.90", type: 2 },
      { id: 2, name: "保温杯", coverUrl: "", introduce: "", price: "69.00", type: 5 },
    ]);
  });

  it("narrows to a type and a name when chosen", async () => {
    const server = fakeServer(() => ok({ total: 0, data: [] }));
    await createGoodsProductSource(server.http).search({ type: 11, text: " 课 " });
    expect(server.calls[0]?.body).toEqual({
      page: 1,
      limit: 50,
      tab: "onSale",
      type: 11,
      name: "课",
    });
  });
});
