import { createSign, createVerify, generateKeyPairSync } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPaymentProvider as createAlipay } from "./alipay-provider.js";
import { resolvePaymentProvider } from "./configured-provider.js";
import { createPaymentProvider as createDev } from "./dev-provider.js";
import { paymentTranslator } from "./messages.js";
import type { PaymentProvider, VerifiedNotification } from "./provider.js";

const order = {
  orderNo: "V202606011200001234",
  totalCents: 8888,
  subject: "Vitrine 订单 V202606011200001234",
  notifyUrl: "https://shop.example/api/pay/notify",
  returnUrl: "https://shop.example/m/orders/V202606011200001234",
};

const messageOf = (verified: VerifiedNotification) =>
  verified.ok ? "ok" : paymentTranslator("zh-cn")(verified.message.key, verified.message.params);

describe("the development provider", () => {
  const env = { NODE_ENV: "development", VITRINE_PAYMENT_DEV_SECRET: "test-secret" };

  it("pays exactly what the confirmation page was given, however often it is posted", async () => {
    const dev = createDev({ env });
    const start = await dev.createPayment(order);
    if (start.kind !== "confirm") throw new Error(start.kind);
    expect(start.url).toMatch(/^\/pay\/dev\?orderNo=V202606011200001234&paidCents=8888&txId=DEV/);
    // The page's URL alone is enough to post the confirmation.
    const fromUrl = Object.fromEntries(new URL(start.url, "http://shop").searchParams);
    expect(start.fields).toMatchObject({ orderNo: order.orderNo, paidCents: "8888" });
    const once = dev.verifyNotification({}, start.fields);
    expect(once).toEqual({
      ok: true,
      orderNo: order.orderNo,
      paidCents: 8888,
      providerTxId: start.fields.txId,
    });
    // The same post again proves the same payment (the order keeps it paid once).
    expect(dev.verifyNotification({}, start.fields)).toEqual(once);
    expect(dev.verifyNotification({}, fromUrl)).toEqual(once);
    // As the page's form post arrives: urlencoded text.
    expect(dev.verifyNotification({}, new URLSearchParams(start.fields).toString())).toEqual(once);
  });

  it("refuses an edited amount, a missing field, and a page signed by another secret", async () => {
    const dev = createDev({ env });
    const { fields } = (await dev.createPayment(order)) as { fields: Record<string, string> };
    expect(messageOf(dev.verifyNotification({}, { ...fields, paidCents: "1" }))).toBe(
      "支付通知签名无效",
    );
    const { sign: _, ...unsigned } = fields;
    expect(messageOf(dev.verifyNotification({}, unsigned))).toBe("支付通知缺少必要字段：sign");
    const other = createDev({ env: { ...env, VITRINE_PAYMENT_DEV_SECRET: "another" } });
    expect(messageOf(other.verifyNotification({}, fields))).toBe("支付通知签名无效");
    expect(paymentTranslator("en")("pay.badSignature")).toBe(
      "The payment notification's signature is not valid",
    );
  });

  it("is refused in production unless VITRINE_PAYMENT_ALLOW_DEV=1", async () => {
    expect(() => createDev({ env: { NODE_ENV: "production" } })).toThrow(/refused in production/);
    expect(
      createDev({ env: { NODE_ENV: "production", VITRINE_PAYMENT_ALLOW_DEV: "1" } }).name,
    ).toBe("dev");
    await expect(
      resolvePaymentProvider({ env: { NODE_ENV: "production", VITRINE_PAYMENT_PROVIDER: "dev" } }),
    ).rejects.toThrow(/VITRINE_PAYMENT_ALLOW_DEV=1/);
  });

  it("refunds by the amount asked, refusing nothing to refund", async () => {
    const dev = createDev({ env });
    expect(
      await dev.refund({
        orderNo: order.orderNo,
        refundNo: "R1",
        refundCents: 100,
        reason: "退货",
      }),
    ).toMatchObject({ ok: true, refundedCents: 100 });
    expect(
      await dev.refund({ orderNo: order.orderNo, refundNo: "R2", refundCents: 0, reason: "" }),
    ).toMatchObject({ ok: false, message: { key: "pay.refundAmount" } });
  });
});

describe("choosing the provider", () => {
  it("is dev outside production, none in production, and stops on a provider it cannot create", async () => {
    expect((await resolvePaymentProvider({ env: { NODE_ENV: "test" } }))?.name).toBe("dev");
    expect(await resolvePaymentProvider({ env: { NODE_ENV: "production" } })).toBeNull();
    await expect(
      resolvePaymentProvider({ env: { VITRINE_PAYMENT_PROVIDER: "alipay" } }),
    ).rejects.toThrow("VITRINE_PAYMENT_PROVIDER=alipay needs VITRINE_ALIPAY_APP_ID");
    await expect(
      resolvePaymentProvider({ env: { VITRINE_PAYMENT_PROVIDER: "./no-such-provider.js" } }),
    ).rejects.toThrow(/cannot load "\.\/no-such-provider\.js"/);
  });
});

/** Two key pairs made for the test: the shop's app key, and one standing in for Alipay's. */
const pem = () =>
  generateKeyPairSync("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs1", format: "pem" },
  });
const app = pem();
const alipayKeys = pem();

/** Alipay's notification signature: every field but sign and sign_type, sorted, k=v joined by &. */
function signAsAlipay(fields: Record<string, string>, privateKey = alipayKeys.privateKey) {
  const content = Object.keys(fields)
    .filter((k) => k !== "sign" && k !== "sign_type")
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join("&");
  const sign = createSign("RSA-SHA256").update(content, "utf8").sign(privateKey, "base64");
  return { ...fields, sign_type: "RSA2", sign };
}

const notice = (more: Record<string, string> = {}) => ({
  app_id: "2021000000000001",
  notify_id: "2026060100222120000000000000000000",
  notify_type: "trade_status_sync",
  notify_time: "2026-06-01 12:00:05",
  out_trade_no: order.orderNo,
  trade_no: "2026060122001400000000000001",
  trade_status: "TRADE_SUCCESS",
  total_amount: "88.88",
  subject: order.subject,
  ...more,
});

describe("the Alipay adapter (alipay-sdk), offline with generated keys", () => {
  let alipay: PaymentProvider;
  let gateway: ReturnType<typeof createServer>;
  let answer: (req: IncomingMessage, body: string, res: ServerResponse) => void;
  const requests: Array<{ url: string; authorization: string; body: string }> = [];

  beforeAll(async () => {
    // A stand-in for Alipay's v3 endpoint: checks the shop's signature, answers signed.
    gateway = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => {
        body += chunk;
      });
      req.on("end", () => {
        requests.push({ url: req.url ?? "", authorization: req.headers.authorization ?? "", body });
        answer(req, body, res);
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
    const { port } = gateway.address() as AddressInfo;
    alipay = createAlipay({
      env: {
        VITRINE_ALIPAY_APP_ID: "2021000000000001",
        VITRINE_ALIPAY_PRIVATE_KEY: app.privateKey,
        VITRINE_ALIPAY_PUBLIC_KEY: alipayKeys.publicKey,
        VITRINE_ALIPAY_ENDPOINT: `http://127.0.0.1:${port}`,
      },
    });
  });
  afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

  it("accepts a notification Alipay signed, as parsed fields or as the posted form text", () => {
    const fields = signAsAlipay(notice());
    const paid = {
      ok: true,
      orderNo: order.orderNo,
      paidCents: 8888,
      providerTxId: "2026060122001400000000000001",
    };
    expect(alipay.verifyNotification({}, fields)).toEqual(paid);
    expect(alipay.verifyNotification({}, new URLSearchParams(fields).toString())).toEqual(paid);
    expect(alipay.acknowledgement.body).toBe("success");
  });

  it("refuses a changed amount, another key's signature, another app, and a notice that pays nothing", () => {
    const fields = signAsAlipay(notice());
    expect(messageOf(alipay.verifyNotification({}, { ...fields, total_amount: "0.01" }))).toBe(
      "支付通知签名无效",
    );
    const forged = signAsAlipay(notice(), app.privateKey);
    expect(messageOf(alipay.verifyNotification({}, forged))).toBe("支付通知签名无效");
    const otherApp = signAsAlipay(notice({ app_id: "2021000000000999" }));
    expect(messageOf(alipay.verifyNotification({}, otherApp))).toBe(
      "支付通知不属于本店的支付应用（2021000000000999）",
    );
    const closed = alipay.verifyNotification(
      {},
      signAsAlipay(notice({ trade_status: "TRADE_CLOSED" })),
    );
    expect(closed).toMatchObject({ ok: false, genuine: true });
    expect(messageOf(closed)).toBe("支付通知的交易状态为 TRADE_CLOSED，不是已支付");
    const refundNotice = signAsAlipay(
      notice({ refund_fee: "10.00", gmt_refund: "2026-06-02 10:00:00" }),
    );
    expect(alipay.verifyNotification({}, refundNotice)).toMatchObject({ ok: false, genuine: true });
    const { sign: _, ...unsigned } = fields;
    expect(alipay.verifyNotification({}, unsigned)).toMatchObject({
      ok: false,
      message: { key: "pay.malformed", params: { field: "sign" } },
    });
  });

  it("starts a payment with a link to Alipay's cashier signed by the shop's key", async () => {
    const start = await alipay.createPayment(order);
    if (start.kind !== "redirect") throw new Error(start.kind);
    const url = new URL(start.url);
    expect(url.origin + url.pathname).toBe("https://openapi.alipay.com/gateway.do");
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      app_id: "2021000000000001",
      method: "alipay.trade.wap.pay",
      notify_url: order.notifyUrl,
      return_url: order.returnUrl,
    });
    expect(JSON.parse(params.biz_content!)).toMatchObject({
      out_trade_no: order.orderNo,
      total_amount: "88.88",
      product_code: "QUICK_WAP_WAY",
    });
    const content = Object.keys(params)
      .filter((k) => k !== "sign")
      .sort()
      .map((k) => `${k}=${params[k]}`)
      .join("&");
    expect(
      createVerify("RSA-SHA256").update(content).verify(app.publicKey, params.sign!, "base64"),
    ).toBe(true);
  });

  it("refunds through the v3 API, signed both ways, and says why Alipay refused one", async () => {
    answer = (_req, body, res) => {
      const request = JSON.parse(body) as Record<string, string>;
      const reply = JSON.stringify({
        trade_no: "2026060122001400000000000001",
        out_trade_no: request.out_trade_no,
        refund_fee: request.refund_amount,
        fund_change: "Y",
      });
      const timestamp = "1780000000000";
      const nonce = "nonce-1";
      const signature = createSign("RSA-SHA256")
        .update(`${timestamp}\n${nonce}\n${reply}\n`)
        .sign(alipayKeys.privateKey, "base64");
      res.writeHead(200, {
        "content-type": "application/json",
        "alipay-timestamp": timestamp,
        "alipay-nonce": nonce,
        "alipay-signature": signature,
      });
      res.end(reply);
    };
    const refunded = await alipay.refund({
      orderNo: order.orderNo,
      refundNo: "R1",
      refundCents: 1234,
      reason: "退一件",
    });
    expect(refunded).toEqual({
      ok: true,
      providerRefundId: "2026060122001400000000000001:R1",
      refundedCents: 1234,
    });
    const sent = requests.at(-1)!;
    expect(sent.url).toBe("/v3/alipay/trade/refund");
    expect(JSON.parse(sent.body)).toEqual({
      out_trade_no: order.orderNo,
      out_request_no: "R1",
      refund_amount: "12.34",
      refund_reason: "退一件",
    });
    // The shop's signature over the request, as Alipay checks it.
    const auth = /^ALIPAY-SHA256withRSA (.+),sign=(.+)$/.exec(sent.authorization)!;
    const signed = `${auth[1]}\nPOST\n/v3/alipay/trade/refund\n${sent.body}\n`;
    expect(
      createVerify("RSA-SHA256").update(signed).verify(app.publicKey, auth[2]!, "base64"),
    ).toBe(true);

    answer = (_req, _body, res) => {
      res.writeHead(400, { "content-type": "application/json" });
      res.end(JSON.stringify({ code: "ACQ.TRADE_NOT_EXIST", message: "交易不存在" }));
    };
    const refused = await alipay.refund({ ...sentRefund, refundNo: "R2" });
    expect(refused).toMatchObject({ ok: false, message: { key: "pay.refundFailed" } });
    expect(refused.ok ? "" : refused.message.params.reason).toContain("交易不存在");
  });

  it("tells an unreachable Alipay from a refusal", async () => {
    // A port this test just held and let go: nothing listens there, the connection is refused.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const offline = createAlipay({
      env: {
        VITRINE_ALIPAY_APP_ID: "2021000000000001",
        VITRINE_ALIPAY_PRIVATE_KEY: app.privateKey,
        VITRINE_ALIPAY_PUBLIC_KEY: alipayKeys.publicKey,
        VITRINE_ALIPAY_ENDPOINT: `http://127.0.0.1:${port}`,
      },
    });
    expect(await offline.refund(sentRefund)).toMatchObject({
      ok: false,
      message: { key: "pay.unreachable" },
    });
  });
});

const sentRefund = { orderNo: order.orderNo, refundNo: "R9", refundCents: 100, reason: "" };
