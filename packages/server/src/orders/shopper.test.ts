import { describe, expect, it } from "vitest";
import { makeGoods } from "../marketing/testing.js";
import { type Tokens, useSignedInServer } from "../modules/testing.js";
import type { TestServer } from "../testing/test-server.js";
import { newShopper, SHENZHEN, shopperCall } from "./testing.js";

let server: TestServer;
let _tokens: Tokens;
useSignedInServer(
  (started) => (server = started),
  (signedIn) => (_tokens = signedIn),
);

describe("the shopper's address book", () => {
  it("keeps one default, checks each field in the caller's language and refuses without a token", async () => {
    const shopper = await newShopper(server);
    const call = shopperCall(server, shopper.token);
    const first = await call("POST", "/api/app/addresses/save", { ...SHENZHEN, isDefault: false });
    // The first address is the default whatever was asked.
    expect(first.json).toMatchObject({ code: 0, data: { isDefault: true, region: "4403" } });
    const second = await call("POST", "/api/app/addresses/save", {
      ...SHENZHEN,
      contact: "李四",
      isDefault: true,
    });
    expect(second.json?.data.isDefault).toBe(true);
    const list = await call("GET", "/api/app/addresses");
    expect(
      list.json?.data.map((a: { contact: string; isDefault: boolean }) => [a.contact, a.isDefault]),
    ).toEqual([
      ["李四", true],
      ["张三", false],
    ]);

    const bad = await shopperCall(server, shopper.token, "en")("POST", "/api/app/addresses/save", {
      contact: "",
      phone: "12345",
      region: "9999",
      detail: "x",
    });
    expect(bad.status).toBe(200);
    expect(bad.json?.code).toBe(1);
    expect(bad.json?.data.errors).toEqual([
      { field: "contact", message: "Enter the recipient (1 to 30 characters)" },
      { field: "phone", message: "Enter a valid mobile number" },
      { field: "region", message: "Choose a valid region" },
    ]);
    const tw = await shopperCall(server, shopper.token, "zh-tw")(
      "POST",
      "/api/app/addresses/save",
      {
        ...SHENZHEN,
        phone: "1380013800",
      },
    );
    expect(tw.json?.msg).toBe("請輸入正確的手機號碼");

    // Deleting the default makes the oldest remaining one the default.
    expect(
      (await call("POST", "/api/app/addresses/delete", { id: second.json?.data.id })).json?.code,
    ).toBe(0);
    const after = await call("GET", "/api/app/addresses");
    expect(after.json?.data).toMatchObject([{ contact: "张三", isDefault: true }]);

    // Another shopper can neither see nor delete it.
    const other = shopperCall(server, (await newShopper(server)).token);
    expect((await other("GET", "/api/app/addresses")).json?.data).toEqual([]);
    const stolen = await other("POST", "/api/app/addresses/delete", { id: first.json?.data.id });
    expect(stolen.json).toMatchObject({ code: 1, msg: "该地址不存在" });
    expect((await call("GET", "/api/app/addresses")).json?.data).toHaveLength(1);

    const anonymous = await server.call("GET", "/api/app/addresses");
    expect(anonymous.status).toBe(401);
  });
});

describe("the shopper's cart", () => {
  it("adds within stock and purchase limit, changes, selects and removes, with today's prices", async () => {
    const { goodsId, skuIds } = await makeGoods(server, "机械键盘", [29900, 31900], 3, [
      "黑色 / 87键",
      "白色 / 104键",
    ]);
    const shopper = await newShopper(server);
    const call = shopperCall(server, shopper.token);
    expect(
      (await call("POST", "/api/app/cart/add", { skuId: skuIds[0], quantity: 2 })).json?.code,
    ).toBe(0);
    // Adding the same SKU again adds to its line, and stops at the stock.
    const tooMany = await call("POST", "/api/app/cart/add", { skuId: skuIds[0], quantity: 2 });
    expect(tooMany.json).toMatchObject({
      code: 1,
      msg: "机械键盘（黑色 / 87键） 库存不足，仅剩 3 件",
    });
    await call("POST", "/api/app/cart/add", { skuId: skuIds[1], quantity: 1 });

    // A limit of 3 per order counts both SKUs of the product.
    await server.database.query(
      "UPDATE goods SET purchase_limit_mode = 1, purchase_limit = 3 WHERE id = $1",
      [goodsId],
    );
    const lines = (await call("GET", "/api/app/cart")).json?.data;
    expect(lines).toMatchObject([
      { skuId: skuIds[0], quantity: 2, priceCents: 29900, available: true, selected: true },
      { skuId: skuIds[1], quantity: 1, priceCents: 31900, available: true },
    ]);
    const overLimit = await shopperCall(server, shopper.token, "en")(
      "POST",
      "/api/app/cart/change",
      {
        id: lines[1].id,
        quantity: 2,
      },
    );
    expect(overLimit.json).toMatchObject({ code: 1, msg: "机械键盘 is limited to 3 per order" });

    // Today's price and an off-sale product show in the list.
    await server.database.query("UPDATE goods_skus SET price_cents = 27900 WHERE id = $1", [
      skuIds[0],
    ]);
    await server.database.query("UPDATE goods SET status = 0 WHERE id = $1", [goodsId]);
    const now = (await call("GET", "/api/app/cart")).json?.data;
    expect(now[0]).toMatchObject({
      priceCents: 27900,
      available: false,
      problem: "机械键盘（黑色 / 87键） 已下架",
    });

    expect(
      (await call("POST", "/api/app/cart/select", { ids: [lines[0].id], selected: false })).json
        ?.data,
    ).toEqual({ changed: 1 });
    expect((await call("POST", "/api/app/cart/remove", { ids: [lines[1].id] })).json?.data).toEqual(
      { removed: 1 },
    );
    expect((await call("GET", "/api/app/cart")).json?.data).toMatchObject([
      { id: lines[0].id, selected: false },
    ]);

    for (const body of [{ skuId: "x" }, { skuId: skuIds[0], quantity: 0 }, { skuId: 99999999 }]) {
      const refused = await call("POST", "/api/app/cart/add", body);
      expect(refused.status).toBe(200);
      expect(refused.json?.code).toBe(1);
      expect(refused.json?.msg).not.toBe("");
    }
    expect(
      (await call("POST", "/api/app/cart/change", { id: lines[0].id, quantity: 1000 })).json?.msg,
    ).toBe("购买数量须为 1 到 999 的整数");
  });

  it("counts what the shopper already bought against a per-shopper limit", async () => {
    const { goodsId, skuIds } = await makeGoods(server, "限购茶叶", [8800], 10);
    await server.database.query(
      "UPDATE goods SET purchase_limit_mode = 2, purchase_limit = 2 WHERE id = $1",
      [goodsId],
    );
    const shopper = await newShopper(server);
    const call = shopperCall(server, shopper.token);
    const addressId = (await call("POST", "/api/app/addresses/save", SHENZHEN)).json?.data.id;
    expect(
      (await call("POST", "/api/app/cart/add", { skuId: skuIds[0], quantity: 3 })).json?.msg,
    ).toBe("限购茶叶 每人限购 2 件，您已购买 0 件");
    await call("POST", "/api/app/cart/add", { skuId: skuIds[0], quantity: 2 });
    const orderNo = (await call("POST", "/api/app/checkout", { addressId })).json?.data.orderNo;
    expect(orderNo).toBeTruthy();
    expect(
      (await call("POST", "/api/app/cart/add", { skuId: skuIds[0], quantity: 1 })).json?.msg,
    ).toBe("限购茶叶 每人限购 2 件，您已购买 2 件");
    // A cancelled order no longer counts.
    await call("POST", "/api/app/orders/cancel", { orderNo });
    expect(
      (await call("POST", "/api/app/cart/add", { skuId: skuIds[0], quantity: 1 })).json?.code,
    ).toBe(0);
  });
});
