import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { api } from "../api";
import { openDialog } from "../dialog";
import { signIn } from "../sign-in";

// A shopper's paid order reaches the operator under 待发货, who prints its packing slip and ships
// it from the list, refunds one unit, and approves the shopper's after-sale request for the other;
// the steps share the one order.
test.describe.configure({ mode: "serial" });

const RUN = Date.now() % 100_000_000;
const PHONE = `137${String(RUN).padStart(8, "0")}`;
const GOODS = `E2E订单商品${RUN}`;
const TRACKING = `SF${RUN}`;

/** The shopper's sign-in as the app makes it: a code by SMS (the dev sender keeps it), then login. */
async function appSignIn(request: APIRequestContext, phone: string): Promise<string> {
  const sent = await (await request.post("/api/app/sendCode", { data: { phone } })).json();
  expect(sent.code, sent.msg).toBe(0);
  const last = await (await request.get(`/api/dev/sms/last?mobile=${phone}`)).json();
  const login = await (
    await request.post("/api/app/login", { data: { phone, code: last.data.code } })
  ).json();
  expect(login.code, login.msg).toBe(0);
  return login.data.token as string;
}

/** One of the shopper's calls with their app token; expects success and answers the data. */
async function shopper<T>(request: APIRequestContext, token: string, path: string, data: object) {
  const body = await (
    await request.post(path, { headers: { Authorization: `Bearer ${token}` }, data })
  ).json();
  expect(body.code, body.msg).toBe(0);
  return body.data as T;
}

let page: Page;
let orderNo = "";
let appToken = "";
let goodsId = 0;

/** The product's one SKU's stock, as the operator's goods detail answers it. */
async function stockLeft(): Promise<number> {
  const token = (await page.context().cookies()).find((c) => c.name === "vitrine-token")?.value;
  const detail = await (
    await page.request.get(`/api/goods/detail?id=${goodsId}`, {
      headers: { Authorization: `Bearer ${decodeURIComponent(token ?? "")}` },
    })
  ).json();
  return detail.data.skus[0].stock as number;
}

test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext()).newPage();
  // The browser's own print dialog is outside the page: the call is counted instead of shown.
  await page.addInitScript(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
  await signIn(page);
  const category = await api<{ id: number }>(page, "/api/goodsCategory/add", {
    name: `E2E订单分类${RUN}`,
    parentId: 0,
  });
  const saved = await api<{ id: number }>(page, "/api/goods/save", {
    name: GOODS,
    categoryId: category.id,
    specMode: 1,
    specs: [],
    skus: [{ optionIds: [], price: "128", stock: 20 }],
  });
  const token = (await page.context().cookies()).find((c) => c.name === "vitrine-token")?.value;
  const detail = await (
    await page.request.get(`/api/goods/detail?id=${saved.id}`, {
      headers: { Authorization: `Bearer ${decodeURIComponent(token ?? "")}` },
    })
  ).json();
  const skuId = detail.data.skus[0].id as number;
  goodsId = saved.id;

  // The shopper: signs in by SMS code, saves an address, buys two, pays with the dev provider.
  const request = page.request;
  const app = await appSignIn(request, PHONE);
  appToken = app;
  const address = await shopper<{ id: number }>(request, app, "/api/app/addresses/save", {
    contact: "王五",
    phone: PHONE,
    region: "4403",
    detail: "南山区科技园 8 号",
  });
  await shopper(request, app, "/api/app/cart/add", { skuId, quantity: 2 });
  const placed = await shopper<{ orderNo: string }>(request, app, "/api/app/checkout", {
    addressId: address.id,
  });
  orderNo = placed.orderNo;
  const started = await shopper<{ fields: Record<string, string> }>(
    request,
    app,
    "/api/app/orders/pay",
    { orderNo },
  );
  // What the confirmation page posts when the shopper presses 确认支付.
  const { notifyUrl: _notify, returnUrl: _return, ...fields } = started.fields;
  const notified = await request.post("/api/pay/notify/dev", { data: fields });
  expect(notified.status()).toBe(200);
});

test.afterAll(async () => {
  await page.context().close();
});

test("the operator prints the packing slip of the selected paid order", async () => {
  await page.goto("/order/list");
  await expect(page.getByRole("tab", { name: /^待发货 \(\d+\)$/ })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const row = page.getByRole("row").filter({ hasText: orderNo });
  await row.getByRole("checkbox").check();
  await page.getByRole("button", { name: "打印发货单" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed))
    .toBe(1);
  // On paper the slip alone is printed: the app around it is not.
  await page.emulateMedia({ media: "print" });
  const slip = page.getByTestId("packing-slip");
  await expect(slip).toHaveCount(1);
  await expect(slip).toBeVisible();
  await expect(row).toBeHidden();
  await expect(slip.getByRole("heading", { name: "发货单" })).toBeVisible();
  await expect(slip).toContainText(orderNo);
  await expect(slip).toContainText("王五");
  await expect(slip).toContainText("南山区科技园 8 号");
  await expect(slip.getByRole("row").filter({ hasText: GOODS })).toContainText("2");
  await page.emulateMedia({ media: "screen" });
  // The print view closed: the slip is taken out of the page.
  await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
  await expect(slip).toHaveCount(0);
  await row.getByRole("checkbox").uncheck();
});

test("the operator finds the paid order under 待发货 and ships it", async () => {
  const row = page.getByRole("row").filter({ hasText: orderNo });
  await expect(row).toContainText("¥256.00");
  await row.getByRole("button", { name: "发货" }).click();
  const dialog = await openDialog(page, `发货：${orderNo}`);
  await dialog.getByLabel("物流公司").fill("顺丰速运");
  await dialog.getByLabel("物流单号").fill(TRACKING);
  await dialog.getByRole("button", { name: "发货" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: orderNo })).toHaveCount(0);

  await page.getByRole("tab", { name: /^已发货/ }).click();
  const shipped = page.getByRole("row").filter({ hasText: orderNo });
  await shipped.getByRole("button", { name: "详情" }).click();
  const drawer = await openDialog(page, "订单详情");
  await expect(drawer.getByTestId("order-status")).toHaveText("已发货");
  await expect(drawer.getByTestId("order-breakdown")).toContainText("¥256.00");
  await expect(drawer.getByTestId("order-timeline")).toContainText(`已发货：顺丰速运 ${TRACKING}`);
  await expect(drawer.getByTestId("order-timeline")).toContainText("支付成功 ¥256.00");
});

test("the operator refunds one unit of the shipped line from the drawer", async () => {
  const drawer = await openDialog(page, "订单详情");
  await drawer.getByRole("button", { name: /^退\s*款$/ }).click();
  const dialog = await openDialog(page, `退款：${GOODS}`);
  await dialog.getByLabel("退款原因").fill("买家退货");
  // Ticked unless the goods did not come back: the refunded unit goes back on sale.
  await expect(dialog.getByRole("checkbox", { name: "退回库存（商品重新可售）" })).toBeChecked();
  expect(await stockLeft()).toBe(18);
  await dialog.getByRole("button", { name: /^退\s*款$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(drawer.getByTestId("order-timeline")).toContainText(
    `退款 ${GOODS} × 1 ¥128.00（买家退货）`,
  );
  expect(await stockLeft()).toBe(19);
});

test("the refund is in 退款记录 and the drawer's refunded total", async () => {
  const drawer = await openDialog(page, "订单详情");
  await expect(drawer.getByTestId("order-breakdown")).toContainText("已退款金额");
  await expect(drawer.getByTestId("order-breakdown")).toContainText("¥128.00");
  await page.goto("/order/refunds");
  const row = page.getByRole("row").filter({ hasText: orderNo });
  await expect(row).toContainText("按商品退款");
  await expect(row).toContainText("¥128.00");
  await expect(row).toContainText("退款成功");
  await expect(row).toContainText("买家退货");
  // Nothing of this order is due: the 需退款 tab does not list it.
  await page.getByRole("tab", { name: "需退款" }).click();
  await expect(page.getByRole("row").filter({ hasText: orderNo })).toHaveCount(0);
});

test("the shopper confirms receipt and asks after-sale for the other unit; the operator approves it", async () => {
  const request = page.request;
  await shopper(request, appToken, "/api/app/orders/confirm", { orderNo });
  const detail = await (
    await request.get(`/api/app/orders/detail?orderNo=${orderNo}`, {
      headers: { Authorization: `Bearer ${appToken}` },
    })
  ).json();
  const lineId = detail.data.lines[0].id as number;
  await shopper(request, appToken, "/api/app/orders/afterSale", {
    orderNo,
    lineIds: [lineId],
    reason: "damaged",
    note: "外壳破损",
  });

  await page.goto("/order/list");
  await page.getByRole("tab", { name: /^售后/ }).click();
  const row = page.getByTestId("after-sale-list").getByRole("row").filter({ hasText: orderNo });
  await expect(row).toContainText(`${GOODS} × 1`);
  await expect(row).toContainText("外壳破损");
  await expect(row).toContainText("待处理");
  await row.getByRole("button", { name: "同意退款" }).click();
  const confirm = page.getByRole("tooltip").filter({ hasText: `同意并退款 ${GOODS} × 1？` });
  await confirm.getByRole("button", { name: /^确\s*定$/ }).click();
  await expect(page.getByText("已同意，退款已发起")).toBeVisible();
  await page.getByText("全部", { exact: true }).click();
  await expect(row).toContainText("已同意退款 ¥128.00");

  // Both units are now refunded: the order's refunded total says so.
  await page.getByRole("tab", { name: /^全部/ }).click();
  await page
    .getByRole("row")
    .filter({ hasText: orderNo })
    .getByRole("button", { name: "详情" })
    .click();
  const drawer = await openDialog(page, "订单详情");
  await expect(drawer.getByTestId("order-breakdown")).toContainText(/已退款金额\s*¥256\.00/);
  await expect(drawer.getByTestId("order-timeline")).toContainText("买家申请售后");
});
