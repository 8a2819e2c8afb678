import { type APIRequestContext, expect, test } from "@playwright/test";
import { ADMIN, COMMON } from "../credentials";
import { signIn } from "../sign-in";

// The home dashboard from the database: a device sold, an app user who signed up and sent
// feedback move the admin's figures; a common user (no device grant) sees no device figure.
// Tests run one at a time on one server (playwright.config.ts), so the figures move only by what
// this file does between its two reads.

const RUN = Date.now() % 100_000_000;
const PHONE = `137${String(RUN).padStart(8, "0")}`;
const SERIAL = `E2EDASH${RUN}`;
const PRICE_CENTS = 12_345;
const TZ = Intl.DateTimeFormat().resolvedOptions().timeZone;
const count = (n: number) => new Intl.NumberFormat("zh-CN").format(n);
const yuan = (cents: number) =>
  new Intl.NumberFormat("zh-CN", { style: "currency", currency: "CNY" }).format(cents / 100);

async function apiToken(request: APIRequestContext, user: { userName: string; password: string }) {
  const answer = await (
    await request.post("/api/login/doLogin", {
      data: { userName: user.userName, password: user.password },
    })
  ).json();
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.token as string;
}

async function call(
  request: APIRequestContext,
  token: string,
  method: "GET" | "POST",
  path: string,
  data?: unknown,
) {
  const response =
    method === "GET"
      ? await request.get(path, { headers: { Authorization: `Bearer ${token}` } })
      : await request.post(path, { headers: { Authorization: `Bearer ${token}` }, data });
  const answer = await response.json();
  expect(answer.code, `${path}: ${answer.msg}`).toBe(0);
  // biome-ignore lint/suspicious/noExplicitAny: each call answers its own shape
  return answer.data as any;
}

const summaryOf = (request: APIRequestContext, token: string) =>
  call(request, token, "GET", `/api/dashboard/summary?tz=${encodeURIComponent(TZ)}`);

test("the admin's dashboard shows the figures a sale, a sign-up and a feedback made", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const request = page.request;
  const admin = await apiToken(request, ADMIN);
  const before = await summaryOf(request, admin);

  // A device made and sold, as the device screens do it.
  const added = await call(request, admin, "POST", "/api/device/add", {
    serial: SERIAL,
    model: "E2E-W",
  });
  await call(request, admin, "POST", "/api/device/sell", {
    ids: [added.id],
    buyer: "E2E 买家",
    priceCents: PRICE_CENTS,
  });
  // An app user signs up through the app's calls and sends feedback.
  await request.post("/api/app/sendCode", { data: { phone: PHONE } });
  const code = (await (await request.get(`/api/dev/sms/last?mobile=${PHONE}`)).json()).data.code;
  const login = await (
    await request.post("/api/app/login", { data: { phone: PHONE, code } })
  ).json();
  expect(login.code, login.msg).toBe(0);
  const sent = await (
    await request.post("/api/app/feedback", {
      headers: { Authorization: `Bearer ${login.data.token}` },
      data: { content: `仪表盘 E2E ${RUN}`, contact: "e2e@example.com" },
    })
  ).json();
  expect(sent.code, sent.msg).toBe(0);

  const after = await summaryOf(request, admin);
  expect(after.devicesSold.today).toBe(before.devicesSold.today + 1);
  expect(after.sales.today).toBe(before.sales.today + PRICE_CENTS);
  expect(after.newAppUsers.today).toBe(before.newAppUsers.today + 1);
  expect(after.openFeedback.open).toBe(before.openFeedback.open + 1);

  await signIn(page, ADMIN);
  // The greeting stays above the figures.
  await expect(page.getByRole("row", { name: /角色/ })).toContainText("admin");
  const sold = page.getByRole("region", { name: "设备销量" });
  await expect(sold.locator("[data-figure]")).toHaveText(count(after.devicesSold.today));
  await expect(page.getByRole("region", { name: "销售额" }).locator("[data-figure]")).toHaveText(
    yuan(after.sales.today),
  );
  await expect(
    page.getByRole("region", { name: "新增APP用户" }).locator("[data-figure]"),
  ).toHaveText(count(after.newAppUsers.today));
  await expect(
    page.getByRole("region", { name: "待处理反馈" }).locator("[data-figure]"),
  ).toHaveText(count(after.openFeedback.open));
  await expect(page.getByRole("region", { name: "在线设备" })).toBeVisible();
  // 订单统计信息 shows what the orders call counts: today's sales in yuan, or that there is none.
  const { orders } = await call(
    request,
    admin,
    "GET",
    `/api/dashboard/orders?tz=${encodeURIComponent(TZ)}`,
  );
  const orderCard = page.getByRole("region", { name: "订单统计信息" });
  if (
    orders.last30.orders +
      orders.last30.refunds +
      orders.thisMonth.orders +
      orders.thisMonth.refunds ===
    0
  )
    await expect(orderCard).toContainText("近30天暂无付款订单");
  else
    await expect(orderCard.getByRole("row", { name: /^今日/ })).toContainText(
      yuan(orders.today.salesCents),
    );
  // ECharts draws the sales of the last 30 days on a canvas.
  await expect(page.getByRole("figure", { name: "近30天销售额" }).locator("canvas")).toHaveCount(1);
  const waiting = page.getByRole("region", { name: "等待最久的反馈" });
  await expect(waiting.getByRole("link", { name: "等待最久的反馈" })).toHaveAttribute(
    "href",
    "/feedback",
  );

  // The refresh button asks again: a second sale shows without reloading the page.
  await call(request, admin, "POST", "/api/device/add", {
    serial: `${SERIAL}B`,
    model: "E2E-W",
  }).then((second) =>
    call(request, admin, "POST", "/api/device/sell", {
      ids: [second.id],
      buyer: "E2E",
      priceCents: 1,
    }),
  );
  await page.getByRole("button", { name: /刷新/ }).click();
  await expect(sold.locator("[data-figure]")).toHaveText(count(after.devicesSold.today + 1));
});

test("a common user sees the greeting and no device figure", async ({ page }) => {
  const request = page.request;
  const common = await apiToken(request, COMMON);
  const summary = await summaryOf(request, common);
  expect(summary.devicesOnline).toBeUndefined();
  expect(summary.devicesSold).toBeUndefined();
  const charts = await call(
    request,
    common,
    "GET",
    `/api/dashboard/charts?tz=${encodeURIComponent(TZ)}`,
  );
  expect(charts.devicesByModel).toBeUndefined();

  await signIn(page, COMMON);
  await expect(page.getByRole("row", { name: /角色/ })).toContainText("common");
  await expect(page.getByRole("region", { name: "在线设备" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "设备销量" })).toHaveCount(0);
  await expect(page.getByRole("figure")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "订单统计信息" })).toHaveCount(0);

  // The business screens the common user's menu lacks: the no-access page, never not-found.
  for (const address of ["/device/list", "/sos", "/upgrade"]) {
    await page.goto(address);
    await expect(page).toHaveURL(/\/401$/);
    await expect(page.getByText("地址输入错误", { exact: false })).toHaveCount(0);
  }
});
