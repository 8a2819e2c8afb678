import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { APP_TEST_ENV, insertAppUser } from "../app-users/testing.js";
import { resetWithModules, signInAll, type Tokens } from "../modules/testing.js";
import { payWithDev, SHENZHEN, shopperCall } from "../orders/testing.js";
import { INVITER_COOKIE } from "../storefront/shopper/invite-cookie.js";
import { SHOPPER_COOKIE } from "../storefront/shopper/session.js";
import { shopBrowser } from "../storefront/shopper/testing.js";
import { startTestServer, type TestServer } from "../testing/test-server.js";
import { bindInvitedShopper, inviteCode } from "./invite.js";
import { makeGoods } from "./testing.js";

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

let phones = 0;
const phone = () => {
  phones += 1;
  return `1360000${String(phones).padStart(4, "0")}`;
};

/** Arrives by `link` (keeping the cookie it sets, if any) and signs in by SMS code on the shop. */
async function arriveAndSignIn(link: string, number: string, kept = "") {
  const arrived = await browse("GET", link, kept ? { cookie: kept } : {});
  expect(arrived.status).toBe(302);
  const inviter = /^(vitrine_inviter=[^;]*)/.exec(arrived.cookie)?.[1] ?? kept;
  await browse("POST", "/s/account/login/code", { cookie: inviter, form: { phone: number } });
  const code = (await server.call("GET", `/api/dev/sms/last?mobile=${number}`)).json?.data.code;
  const signedIn = await browse("POST", "/s/account/login", {
    cookie: inviter,
    form: { phone: number, code, next: "/s/" },
  });
  expect(signedIn.status).toBe(303);
  const token = new RegExp(`${SHOPPER_COOKIE}=([\\w-]+);`).exec(signedIn.cookie)![1]!;
  const me = await server.call("GET", "/api/app/me", { token });
  return { token, id: me.json?.data.id as number, arrived, inviter };
}

async function distributor() {
  const id = await insertAppUser(server, { phone: phone(), isDistributor: true });
  await server.database.query(
    "INSERT INTO distributors (app_user_id, parent_user_id, status) VALUES ($1, NULL, 1)",
    [id],
  );
  return id;
}

const boundTo = async (shopperId: number) =>
  (
    await server.database.query<{ distributor_user_id: number }>(
      "SELECT distributor_user_id FROM shopper_distributors WHERE app_user_id = $1",
      [shopperId],
    )
  )[0]?.distributor_user_id;

describe("a distributor's invite link", () => {
  it("binds a shopper who arrives by it and signs in first, so their completed order pays the distributor", async () => {
    await server.database.query(
      `INSERT INTO distribution_settings (id, enabled, levels, level1_rate, level2_rate)
       VALUES (1, true, 1, '10', '0') ON CONFLICT (id) DO UPDATE SET enabled = true, levels = 1,
       level1_rate = '10', level2_rate = '0'`,
    );
    const seller = await distributor();
    // The distributor sees the link to share.
    const sellerToken = (
      await server.call("POST", "/api/app/login", {
        body: { phone: await phoneOf(seller), code: await codeFor(await phoneOf(seller)) },
      })
    ).json?.data.token as string;
    const profile = (await server.call("GET", "/api/app/me", { token: sellerToken })).json?.data;
    expect(profile.inviteLink).toBe(`/s/?inviter=${inviteCode(seller)}`);

    const { goodsId, skuIds } = await makeGoods(server, "台灯", [12900], 5);
    const shopper = await arriveAndSignIn(
      `/s/product/${goodsId}?inviter=${inviteCode(seller)}`,
      phone(),
    );
    // The link answers the plain address and keeps the code until the sign-in.
    expect(shopper.arrived.location).toBe(`/s/product/${goodsId}`);
    expect(shopper.inviter).toBe(`${INVITER_COOKIE}=${inviteCode(seller)}`);
    expect(await boundTo(shopper.id)).toBe(seller);

    const call = shopperCall(server, shopper.token);
    const addressId = (await call("POST", "/api/app/addresses/save", SHENZHEN)).json?.data.id;
    await call("POST", "/api/app/cart/add", { skuId: skuIds[0], quantity: 1 });
    const orderNo = (await call("POST", "/api/app/checkout", { addressId })).json?.data
      .orderNo as string;
    expect(await payWithDev(server, call, orderNo)).toBe(200);
    const [order] = await server.database.query<{ id: number }>(
      "SELECT id FROM orders WHERE order_no = $1",
      [orderNo],
    );
    const shipped = await server.call("POST", "/api/order/ship", {
      token: tokens.admin,
      body: { id: order!.id, carrier: "中通", trackingNo: `ZT${order!.id}0000` },
    });
    expect(shipped.json?.code).toBe(0);
    expect((await call("POST", "/api/app/orders/confirm", { orderNo })).json?.code).toBe(0);
    const ledger = await server.database.query<{ distributor_user_id: number; cents: string }>(
      "SELECT distributor_user_id, cents FROM commission_ledger WHERE order_id = $1",
      [order!.id],
    );
    expect(ledger.map((r) => ({ ...r, cents: Number(r.cents) }))).toEqual([
      { distributor_user_id: seller, cents: 1290 },
    ]);

    // Another distributor's link later changes nothing: not on arrival, not on signing in again.
    const other = await distributor();
    const again = await browse("GET", `/s/?inviter=${inviteCode(other)}`, {
      cookie: shopper.inviter,
    });
    expect(again.cookie).toBe("");
    const fresh = await server.call("POST", "/api/app/login", {
      body: {
        phone: await phoneOf(shopper.id),
        code: await codeFor(await phoneOf(shopper.id)),
        inviter: inviteCode(other),
      },
    });
    expect(fresh.json?.code).toBe(0);
    expect(await boundTo(shopper.id)).toBe(seller);
  });

  it("binds nobody to a code that is no distributor's, to oneself, or an existing shopper", async () => {
    const plain = await insertAppUser(server, { phone: phone() });
    const byPlain = await arriveAndSignIn(`/s/?inviter=${inviteCode(plain)}`, phone());
    expect(await boundTo(byPlain.id)).toBeUndefined();

    const garbage = await browse("GET", "/s/?inviter=%3Cscript%3E&lang=en");
    expect(garbage).toMatchObject({ status: 302, location: "/s/?lang=en", cookie: "" });

    // A shopper who registered before, without a link, stays unbound when one comes later.
    const seller = await distributor();
    const known = await insertAppUser(server, { phone: phone() });
    const login = await server.call("POST", "/api/app/login", {
      body: {
        phone: await phoneOf(known),
        code: await codeFor(await phoneOf(known)),
        inviter: inviteCode(seller),
      },
    });
    expect(login.json?.code).toBe(0);
    expect(await boundTo(known)).toBeUndefined();

    // Nobody is their own distributor.
    const db = server.database.db;
    expect(await bindInvitedShopper(db, seller, inviteCode(seller), server.clock.now)).toBe(false);
    expect(await boundTo(seller)).toBeUndefined();
  });
});

async function phoneOf(appUserId: number): Promise<string> {
  const [row] = await server.database.query<{ phone: string }>(
    "SELECT phone FROM app_users WHERE id = $1",
    [appUserId],
  );
  return row!.phone;
}

/** A fresh sign-in code for the number (past the minute a number waits between codes). */
async function codeFor(number: string): Promise<string> {
  server.clock.advanceMinutes(2);
  const sent = await server.call("POST", "/api/app/sendCode", { body: { phone: number } });
  expect(sent.json?.code).toBe(0);
  return (await server.call("GET", `/api/dev/sms/last?mobile=${number}`)).json?.data.code;
}
