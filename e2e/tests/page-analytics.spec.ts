import { expect, test } from "@playwright/test";
import { api, apiGet } from "../api";
import { signIn } from "../sign-in";

// Issue 32, row 48: a shopper's view, tap and form on a published page reach the operator's
// chart of that page. Headless Chromium calls itself HeadlessChrome, which the server rightly
// counts as a bot: the shopper here is a phone's browser.
//
// Playwright does not reliably report the answer to a navigator.sendBeacon POST (its response
// event is sometimes never emitted), so each step waits on what the operator relies on: the
// server's own figures, which the analytics route writes out before it answers.
const NAME = `E2E数据${Date.now() % 100000}`;
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

test("a shopper's view, tap and form show in the page's analytics", async ({ page, browser }) => {
  await signIn(page);
  const added = await api<{ id: number }>(page, "/api/page/add", {
    name: NAME,
    details: "数据测试",
    classification: "activity",
    document: {
      schemaVersion: 1,
      settings: { name: NAME, details: "数据测试", classification: "activity" },
      components: [
        { id: "t1", type: "captiontext", props: { name: "春季上新" } },
        {
          id: "f1",
          type: "investigate",
          props: {
            title: "报名",
            jsonData: [{ type: 0, name: "姓名", value1: "", required: true }],
          },
        },
      ],
    },
  });
  await api(page, "/api/page/publish", { id: added.id });

  const context = await browser.newContext({
    userAgent: PHONE,
    viewport: { width: 375, height: 812 },
  });
  const shopper = await context.newPage();
  const problems: string[] = [];
  shopper.on("console", (message) => message.type() === "error" && problems.push(message.text()));
  const totals = async () =>
    (
      await apiGet<{ totals: { views: number; clicks: number; conversions: number } }>(
        page,
        `/api/page/analytics?id=${added.id}`,
      )
    ).totals;
  await shopper.goto(`/s/page-${added.id}`);
  await expect.poll(async () => (await totals()).views).toBe(1);
  // Three taps on the title: more than the form's block gets from its submit button.
  for (let tap = 1; tap <= 3; tap++) {
    await shopper.getByText("春季上新").click();
    await expect.poll(async () => (await totals()).clicks).toBe(tap);
  }
  await shopper.locator('input[name="q0"]').fill("张三");
  await shopper.getByRole("button", { name: "提交" }).click();
  await expect.poll(async () => (await totals()).conversions).toBe(1);
  await expect(shopper.getByRole("heading", { name: "提交成功" })).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();

  await page.goto("/decorate");
  await page.getByRole("button", { name: `数据 ${NAME}` }).click();
  const dialog = page.getByRole("dialog").filter({ hasText: `页面数据：${NAME}` });
  const figure = (title: string) => dialog.locator(".ant-statistic").filter({ hasText: title });
  await expect(figure("浏览量")).toContainText("1");
  await expect(figure("访客数")).toContainText("1");
  await expect(figure("表单提交")).toContainText("1");
  await expect(figure("转化率")).toContainText("100.0%");
  await expect(dialog.getByRole("figure", { name: "各组件点击量" })).toContainText(
    "最多的是 1. 标题文字（3 次）",
  );
});

test("a tap on a page's product card counts as that product's view from the page", async ({
  page,
  browser,
}) => {
  await signIn(page);
  const PRODUCT = `E2E数据杯${Date.now() % 100000}`;
  const category = await api<{ id: number }>(page, "/api/goodsCategory/add", {
    name: `${PRODUCT}分类`,
    parentId: 0,
  });
  const product = await api<{ id: number }>(page, "/api/goods/save", {
    name: PRODUCT,
    categoryId: category.id,
    specMode: 1,
    skus: [{ optionIds: [], price: "9.00", stock: 5 }],
  });
  const added = await api<{ id: number }>(page, "/api/page/add", {
    name: `${NAME}商品`,
    details: "数据测试",
    classification: "activity",
    document: {
      schemaVersion: 1,
      settings: { name: `${NAME}商品`, details: "数据测试", classification: "activity" },
      components: [
        {
          id: "l1",
          type: "listswitching",
          props: { imageList: [{ id: product.id, name: PRODUCT, price: "9.00", coverUrl: "" }] },
        },
      ],
    },
  });
  await api(page, "/api/page/publish", { id: added.id });

  const context = await browser.newContext({
    userAgent: PHONE,
    viewport: { width: 375, height: 812 },
  });
  const shopper = await context.newPage();
  await shopper.goto(`/s/page-${added.id}`);
  await shopper.locator(`a[data-product-card][href^="/s/product/${product.id}"]`).click();
  const figures = () =>
    apiGet<{ totals: { views: number; fromPages: number }; sources: Array<{ pageId: number }> }>(
      page,
      `/api/goods/analytics?id=${product.id}`,
    );
  await expect
    .poll(async () => (await figures()).totals)
    .toEqual({
      views: 1,
      visitors: 1,
      fromPages: 1,
    });
  expect((await figures()).sources.map((source) => source.pageId)).toEqual([added.id]);
  // The mark is taken off the address: a shared or reloaded link counts no conversion.
  await expect(shopper).toHaveURL(new RegExp(`/s/product/${product.id}$`));
  await context.close();

  await page.goto("/goods/list");
  await page.getByLabel("商品名称").fill(PRODUCT);
  await page.getByRole("button", { name: "查询" }).click();
  await page.getByRole("button", { name: `数据 ${PRODUCT}` }).click();
  const dialog = page.getByRole("dialog").filter({ hasText: `商品数据：${PRODUCT}` });
  const figure = (title: string) => dialog.locator(".ant-statistic").filter({ hasText: title });
  await expect(figure("浏览量")).toContainText("1");
  await expect(figure("来自页面")).toContainText("1");
  await expect(dialog.getByRole("list", { name: "引导浏览的页面" })).toContainText(`${NAME}商品`);
});
