import { describe, expect, it } from "vitest";
import { makeGoods } from "../../marketing/testing.js";
import { type Tokens, useSignedInServer } from "../../modules/testing.js";
import { newShopper, placeOrder } from "../../orders/testing.js";
import type { TestServer } from "../../testing/test-server.js";
import { shopBrowser } from "./testing.js";

let server: TestServer;
let tokens: Tokens;
useSignedInServer(
  (started) => (server = started),
  (signedIn) => (tokens = signedIn),
);

/** A shopper's order of one ¥30.00 mug, paid unless asked not; answers its page and line. */
async function shopperOrder(pay = true) {
  const { skuIds } = await makeGoods(server, "售后马克杯", [3000], 5);
  const placed = await placeOrder(server, skuIds, [1], pay);
  const [line] = await server.database.query<{ id: number }>(
    "SELECT id FROM order_lines WHERE order_id = $1",
    [placed.id],
  );
  return { token: placed.token, path: `/s/orders/${placed.orderNo}`, lineId: line!.id };
}

describe("申请售后 on the shopper's order page", () => {
  it("sends the checked lines, shows the request as 处理中, then the shop's refusal and its reason", async () => {
    const browse = shopBrowser(server);
    const { token, path, lineId } = await shopperOrder();
    const page = await browse("GET", path, { token });
    expect(page.html).toContain("data-after-sale-form");
    expect(page.html).toContain(`name="line-${lineId}"`);
    expect(page.html).toContain('<option value="damaged">商品破损</option>');

    const nothingChecked = await browse("POST", `${path}/afterSale`, {
      token,
      form: { reason: "damaged" },
    });
    expect(nothingChecked.status).toBe(422);
    expect(nothingChecked.html).toContain("请选择要申请售后的商品");

    const asked = await browse("POST", `${path}/afterSale`, {
      token,
      form: { [`line-${lineId}`]: "1", reason: "damaged", note: "杯口有缺" },
    });
    expect(asked.status).toBe(200);
    expect(asked.html).toContain("售后申请已提交");
    expect(asked.html).toContain('data-after-sale-state="open"');
    expect(asked.html).toContain("杯口有缺");
    // The timeline names the step in the page's words.
    expect(asked.html).toMatch(/<li>申请售后 · <time/);
    // Its only line has an open request: nothing more to ask about.
    expect(asked.html).not.toContain("data-after-sale-form");

    const [request] = await server.database.query<{ id: number }>(
      "SELECT id FROM order_after_sales WHERE line_id = $1",
      [lineId],
    );
    await server.call("POST", "/api/order/afterSale/reject", {
      token: tokens.admin,
      body: { id: request!.id, answer: "请提供破损照片" },
    });
    const answered = await browse("GET", path, { token });
    expect(answered.html).toContain('data-after-sale-state="rejected"');
    expect(answered.html).toContain("已拒绝：请提供破损照片");
    expect(answered.html).toMatch(/<li>售后申请被拒绝 · <time/);
  });

  it("offers nothing on an unpaid order, and another shopper cannot ask about it", async () => {
    const browse = shopBrowser(server);
    const unpaid = await shopperOrder(false);
    expect((await browse("GET", unpaid.path, { token: unpaid.token })).html).not.toContain(
      "data-after-sales",
    );
    const paid = await shopperOrder();
    const stranger = await newShopper(server);
    const foreign = await browse("POST", `${paid.path}/afterSale`, {
      token: stranger.token,
      form: { [`line-${paid.lineId}`]: "1", reason: "other" },
    });
    expect(foreign.status).toBe(404);
    const [count] = await server.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM order_after_sales",
    );
    expect(count?.n).toBe(0);
  });
});
