import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { APP_TEST_ENV } from "../../app-users/testing.js";
import { inMinutes, makeGoods } from "../../marketing/testing.js";
import { resetWithModules, signInAll, type Tokens } from "../../modules/testing.js";
import { newShopper, SHENZHEN, stockOf } from "../../orders/testing.js";
import { startTestServer, type TestServer } from "../../testing/test-server.js";
import { SHOPPER_COOKIE } from "./session.js";
import { shopBrowser } from "./testing.js";

let server: TestServer;
let browse: ReturnType<typeof shopBrowser>;
let tokens: Tokens;
beforeAll(async () => {
  server = await startTestServer({ env: APP_TEST_ENV });
  browse = shopBrowser(server);
});
afterAll(async () => server?.close());
beforeEach(async () => {
  await resetWithModules(server);
  tokens = await signInAll(server);
});

async function cartQuantities(appUserId: number): Promise<number[]> {
  const rows = await server.database.query<{ quantity: number }>(
    "SELECT quantity FROM cart_lines WHERE app_user_id = $1 ORDER BY id",
    [appUserId],
  );
  return rows.map((r) => Number(r.quantity));
}

const orderCount = async (appUserId: number) =>
  Number(
    (
      await server.database.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM orders WHERE app_user_id = $1",
        [appUserId],
      )
    )[0]?.n,
  );

describe("the shopper's sign-in page", () => {
  it("sends a signed-out visitor to sign in by SMS code and back, with the token in an HttpOnly cookie", async () => {
    const away = await browse("GET", "/s/cart");
    expect(away.status).toBe(303);
    expect(away.location).toBe("/s/account/login?next=%2Fs%2Fcart");

    const login = await browse("GET", away.location);
    expect(login.status).toBe(200);
    expect(login.html).toContain('action="/s/account/login/code"');

    const badPhone = await browse("POST", "/s/account/login/code", {
      form: { phone: "12345", next: "/s/cart" },
    });
    expect(badPhone.status).toBe(422);
    expect(badPhone.html).toContain("手机号");

    const phone = "13912345678";
    const sent = await browse("POST", "/s/account/login/code", {
      form: { phone, next: "/s/cart" },
    });
    expect(sent.status).toBe(200);
    expect(sent.html).toContain("验证码已发送");
    const code = (await server.call("GET", `/api/dev/sms/last?mobile=${phone}`)).json?.data.code;

    const wrong = await browse("POST", "/s/account/login", {
      form: { phone, code: code === "000000" ? "111111" : "000000", next: "/s/cart" },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.cookie).toBe("");

    const signedIn = await browse("POST", "/s/account/login", {
      form: { phone, code, next: "/s/cart" },
    });
    expect(signedIn.status).toBe(303);
    expect(signedIn.location).toBe("/s/cart");
    expect(signedIn.cookie).toMatch(
      new RegExp(`^${SHOPPER_COOKIE}=[\\w-]+; Path=/; HttpOnly; SameSite=Lax`),
    );
    const token = /=([\w-]+);/.exec(signedIn.cookie)![1]!;
    const cart = await browse("GET", "/s/cart", { token });
    expect(cart.status).toBe(200);
    expect(cart.html).toContain("购物车是空的");

    // 退出登录 ends the app session too: the old cookie signs nobody in.
    const out = await browse("POST", "/s/account/logout", { token });
    expect(out).toMatchObject({ status: 303, location: "/s/" });
    expect(out.cookie).toContain("Max-Age=0");
    expect((await browse("GET", "/s/orders", { token })).status).toBe(303);

    // Never sent on to another site after signing in.
    const offsite = await browse("GET", "/s/account/login?next=//evil.example/s/");
    expect(offsite.html).toContain('name="next" value="/s/orders"');
  });
});

describe("the cart, checkout and payment pages", () => {
  it("refuses a form from another site and changes nothing", async () => {
    const shopper = await newShopper(server);
    const { goodsId, skuIds } = await makeGoods(server, "帆布包", [5900], 5);
    const forged = await browse("POST", "/s/cart/add", {
      token: shopper.token,
      origin: "http://evil.example",
      form: { goodsId: String(goodsId), skuId: String(skuIds[0]) },
    });
    expect(forged.status).toBe(403);
    expect(forged.html).toContain("请从本店页面提交");
    expect(await cartQuantities(shopper.id)).toEqual([]);
  });

  it("adds by spec, refuses past the stock with its message, checks out, pays and shows the order", async () => {
    const shopper = await newShopper(server);
    const { goodsId, skuIds } = await makeGoods(server, "机械键盘", [29900, 31900], 5, [
      "红轴",
      "青轴",
    ]);
    await server.database.query(
      "UPDATE goods SET freight_mode = 1, freight_fee_cents = 1200 WHERE id = $1",
      [goodsId],
    );
    const token = shopper.token;

    // No option chosen: said, nothing added. The second SKU by its option (makeGoods: {2}).
    const unchosen = await browse("POST", "/s/cart/add", {
      token,
      form: { goodsId: String(goodsId), quantity: "1" },
    });
    expect(unchosen.status).toBe(422);
    expect(unchosen.html).toContain("请选择规格");
    const added = await browse("POST", "/s/cart/add", {
      token,
      form: { goodsId: String(goodsId), "spec-7": "2", quantity: "2", go: "cart" },
    });
    expect(added).toMatchObject({ status: 303, location: "/s/cart" });
    const cart = await browse("GET", "/s/cart", { token });
    expect(cart.html).toContain("青轴");
    expect(cart.html).toContain('data-cart-total="">¥638.00');

    const lineId = (
      await server.database.query<{ id: number }>(
        "SELECT id FROM cart_lines WHERE app_user_id = $1",
        [shopper.id],
      )
    )[0]!.id;
    const tooMany = await browse("POST", "/s/cart/change", {
      token,
      form: { id: String(lineId), quantity: "9" },
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.html).toContain("库存不足，仅剩 5 件");
    expect(await cartQuantities(shopper.id)).toEqual([2]);

    // No address yet: the designed empty state and the form; a bad phone stores nothing.
    const noAddress = await browse("GET", "/s/checkout", { token });
    expect(noAddress.html).toContain("还没有收货地址");
    const badAddress = await browse("POST", "/s/checkout/address", {
      token,
      form: { ...SHENZHEN, phone: "123" },
    });
    expect(badAddress.status).toBe(422);
    expect(badAddress.html).toContain("请输入正确的手机号");
    expect(badAddress.html).toContain('value="南山区科技园 1 号"');
    const saved = await browse("POST", "/s/checkout/address", { token, form: SHENZHEN });
    expect(saved.status).toBe(303);
    expect(saved.location).toMatch(/^\/s\/checkout\?addressId=\d+$/);

    const checkout = await browse("GET", saved.location, { token });
    expect(checkout.status).toBe(200);
    expect(checkout.html).toContain('data-break="goods">¥638.00');
    expect(checkout.html).toContain('data-break="freight">¥12.00');
    expect(checkout.html).toContain('data-break="total">¥650.00');
    const form = Object.fromEntries(
      [...checkout.html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)]
        .filter(([, name]) => name !== "lang")
        .map(([, name, value]) => [name!, value!]),
    );
    expect(form[`price_${skuIds[1]}`]).toBe("31900");

    // The price moved after the page was shown: refused with its message, no order, stock kept.
    await server.database.query("UPDATE goods_skus SET price_cents = 33900 WHERE id = $1", [
      skuIds[1],
    ]);
    const stale = await browse("POST", "/s/checkout", { token, form });
    expect(stale.status).toBe(422);
    expect(stale.html).toContain("的价格已从 ¥319.00 变为 ¥339.00");
    expect(await orderCount(shopper.id)).toBe(0);
    expect(await stockOf(server, skuIds[1]!)).toBe(5);

    const again = await browse("GET", saved.location, { token });
    const fresh = Object.fromEntries(
      [...again.html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
        ([, name, value]) => [name!, value!],
      ),
    );
    const placed = await browse("POST", "/s/checkout", { token, form: fresh });
    expect(placed.status).toBe(303);
    const orderPath = placed.location;
    expect(orderPath).toMatch(/^\/s\/orders\/[0-9A-Z]+$/);
    const unpaid = await browse("GET", orderPath, { token });
    expect(unpaid.html).toContain('data-order-status="0">待付款');
    expect(unpaid.html).toContain('data-break="total">¥690.00');

    // Another shopper's number is as absent as a missing one.
    const stranger = await newShopper(server);
    expect((await browse("GET", orderPath, { token: stranger.token })).status).toBe(404);

    const pay = await browse("POST", `${orderPath}/pay`, { token });
    expect(pay.status).toBe(303);
    expect(pay.location).toMatch(/^\/pay\/dev\?orderNo=/);
    const confirm = await browse("GET", pay.location, { token });
    expect(confirm.html).toContain('data-pay-amount="">¥690.00');
    const signed = Object.fromEntries(new URL(pay.location, server.baseUrl).searchParams);

    // An edited amount pays nothing.
    const forged = await browse("POST", "/pay/dev", {
      token,
      form: { ...signed, paidCents: "1" },
    });
    expect(forged.status).toBe(422);
    expect((await browse("GET", orderPath, { token })).html).toContain("待付款");

    const paid = await browse("POST", "/pay/dev", { token, form: signed });
    expect(paid).toMatchObject({ status: 303, location: orderPath });
    const after = await browse("GET", orderPath, { token });
    expect(after.html).toContain('data-order-status="1">待发货');
    expect(after.html).toContain("支付成功");

    // Shipped by the operator, then the shopper confirms receipt; once only.
    const [row] = await server.database.query<{ id: number }>(
      "SELECT id FROM orders WHERE order_no = $1",
      [orderPath.slice(10)],
    );
    const shipped = await server.call("POST", "/api/order/ship", {
      token: tokens.admin,
      body: {
        id: row!.id,
        parcels: [
          { carrier: "顺丰速运", trackingNo: "SF1234567" },
          { carrier: "中通快递", trackingNo: "ZT7654321" },
        ],
      },
    });
    expect(shipped.json?.code).toBe(0);
    const onTheWay = await browse("GET", orderPath, { token });
    expect(onTheWay.html).toContain('data-order-status="2">已发货');
    // Shipped in two parcels: the shopper reads both.
    expect(onTheWay.html).toContain("顺丰速运 SF1234567");
    expect(onTheWay.html).toContain("中通快递 ZT7654321");
    const received = await browse("POST", `${orderPath}/confirm`, { token });
    expect(received).toMatchObject({ status: 303, location: orderPath });
    const done = await browse("GET", orderPath, { token });
    expect(done.html).toContain('data-order-status="3">已完成');
    expect(done.html).toContain("已确认收货");
    const twice = await browse("POST", `${orderPath}/confirm`, { token });
    expect(twice.status).toBe(422);

    const list = await browse("GET", "/s/orders", { token });
    expect(list.html).toContain(`data-order="${orderPath.slice(10)}"`);
    const none = await browse("GET", "/s/orders", { token: stranger.token });
    expect(none.html).toContain("还没有订单");
  });

  /** A 满100减20 coupon for every product, one per shopper, open for claiming a minute from now. */
  async function claimableCoupon(): Promise<number> {
    const coupon = await server.call("POST", "/api/coupon/add", {
      token: tokens.admin,
      body: {
        name: "满100减20",
        kind: 1,
        amountCents: 2000,
        thresholdCents: 10000,
        total: 10,
        perUserLimit: 1,
        validityType: 2,
        validDays: 7,
        scope: 1,
        startAt: inMinutes(server, 0),
        endAt: inMinutes(server, 120),
      },
    });
    expect(coupon.json?.code).toBe(0);
    server.clock.advanceMinutes(1);
    return coupon.json?.data.id;
  }

  it("claims a coupon on the checkout page and prices the order with it", async () => {
    const shopper = await newShopper(server);
    const { goodsId, skuIds } = await makeGoods(server, "保温杯", [12000], 5);
    const couponId = await claimableCoupon();
    const token = shopper.token;
    const buy = await browse("POST", "/s/cart/add", {
      token,
      form: { goodsId: String(goodsId), skuId: String(skuIds[0]), go: "buy" },
    });
    expect(buy).toMatchObject({ status: 303, location: "/s/checkout" });
    await browse("POST", "/s/checkout/address", { token, form: SHENZHEN });
    const page = await browse("GET", "/s/checkout", { token });
    expect(page.html).toContain(`data-claimable="${couponId}"`);

    const claimed = await browse("POST", "/s/coupons/claim", {
      token,
      form: { couponId: String(couponId) },
    });
    expect(claimed.status).toBe(303);
    expect(claimed.location).toMatch(/couponClaimId=\d+/);
    const priced = await browse("GET", claimed.location, { token });
    expect(priced.html).toContain('data-break="coupon">-¥20.00');
    expect(priced.html).toContain('data-break="total">¥100.00');

    // The per-shopper limit: a second claim is refused with marketing's message.
    const twice = await browse("POST", "/s/coupons/claim", {
      token,
      form: { couponId: String(couponId) },
    });
    expect(twice.status).toBe(422);
    expect(twice.html).toContain("每人限领 1 张");
  });

  it("keeps the friend's group team through adding an address, choosing one and claiming a coupon", async () => {
    const { token } = await newShopper(server);
    const { goodsId, skuIds } = await makeGoods(server, "拼团杯", [12000], 5);
    const couponId = await claimableCoupon();
    const team = '<input type="hidden" name="team" value="41">';
    // Signed out, 立即购买 on the friend's link signs in and comes back to that same link.
    const away = await browse("POST", "/s/cart/add", {
      form: { goodsId: String(goodsId), skuId: String(skuIds[0]), go: "buy", team: "41" },
    });
    expect(away.location).toBe(
      `/s/account/login?next=${encodeURIComponent(`/s/product/${goodsId}?team=41`)}`,
    );
    const buy = await browse("POST", "/s/cart/add", {
      token,
      form: { goodsId: String(goodsId), skuId: String(skuIds[0]), go: "buy", team: "41" },
    });
    expect(buy.location).toBe("/s/checkout?team=41");
    const first = await browse("GET", buy.location, { token });
    expect(first.html.match(/data-address-form="">.*?<\/form>/s)?.[0]).toContain(team);

    // A refused address keeps the team on the page drawn again.
    const refused = await browse("POST", "/s/checkout/address", {
      token,
      form: { ...SHENZHEN, phone: "123", team: "41" },
    });
    expect(refused.status).toBe(422);
    expect(refused.html.match(/data-address-form="">.*?<\/form>/s)?.[0]).toContain(team);

    const added = await browse("POST", "/s/checkout/address", {
      token,
      form: { ...SHENZHEN, team: "41" },
    });
    expect(added.location).toMatch(/^\/s\/checkout\?addressId=\d+&team=41$/);
    const page = await browse("GET", added.location, { token });
    expect(page.html.match(/data-checkout-choices="">.*?<\/form>/s)?.[0]).toContain(team);
    expect(page.html.match(/data-claimable=.*?<\/li>/s)?.[0]).toContain(team);
    expect(page.html).toContain('data-joining-team="41"');

    const addressId = added.location.match(/addressId=(\d+)/)?.[1] ?? "";
    const claimed = await browse("POST", "/s/coupons/claim", {
      token,
      form: { couponId: String(couponId), addressId, team: "41" },
    });
    expect(claimed.location).toMatch(
      new RegExp(`^/s/checkout\\?addressId=${addressId}&couponClaimId=\\d+&team=41$`),
    );
    const priced = await browse("GET", claimed.location, { token });
    expect(priced.html).toContain('data-joining-team="41"');
    expect(priced.html).toContain('data-break="coupon">-¥20.00');
  });

  it("marks each cart line that cannot be bought with the server's message, in the page's language", async () => {
    const shopper = await newShopper(server);
    const { goodsId, skuIds } = await makeGoods(server, "Desk lamp", [8800], 3);
    const token = shopper.token;
    const added = await browse("POST", "/s/cart/add?lang=en", {
      token,
      form: { goodsId: String(goodsId), skuId: String(skuIds[0]), quantity: "2", lang: "en" },
    });
    expect(added).toMatchObject({ status: 303, location: "/s/cart?lang=en" });
    await server.database.query("UPDATE goods SET status = 0 WHERE id = $1", [goodsId]);
    const cart = await browse("GET", "/s/cart?lang=en", { token });
    expect(cart.html).toContain('<html lang="en">');
    expect(cart.html).toMatch(/data-line-problem="">Desk lamp[^<]* is no longer on sale</);
    // Off sale counts for nothing in the total, and the forms keep the language.
    expect(cart.html).toContain('data-cart-total="">¥0.00');
    expect(cart.html).toContain('<input type="hidden" name="lang" value="en">');
    const tw = await browse("GET", "/s/account/login?lang=zh-tw");
    expect(tw.html).toContain("取得驗證碼");
  });
});
