import { expect, type Locator, type Page, test } from "@playwright/test";
import { chooseOption } from "../ant-select";
import { ADMIN } from "../credentials";

// One operator's day with a new product (issue 20): the steps share one browser page.
test.describe.configure({ mode: "serial" });

const STAMP = Date.now() % 100000;
const CATEGORY = `E2E分类${STAMP}`;
const PRODUCT = `E2E水杯${STAMP}`;
const PAGE_NAME = `E2E商品页${STAMP}`;
const COMBINATIONS = ["红,M", "红,L", "蓝,M", "蓝,L"];

let page: Page;
let pageId = 0;

test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext()).newPage();
  await page.goto("/login");
  await page.getByLabel("用户名").fill(ADMIN.userName);
  await page.getByLabel("密码").fill(ADMIN.password);
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test.afterAll(async () => {
  await page.context().close();
});

const productRow = () => page.getByRole("row").filter({ hasText: PRODUCT });
/** The wizard: its own route and tab (issue 36), a region named by its title. */
const wizard = (title: string) => page.getByRole("region", { name: title });
const tags = () => page.getByRole("navigation", { name: "标签页" });
const saleSwitch = () => page.getByRole("switch", { name: `状态 ${PRODUCT}` });

/** Chooses a category in an antd cascader (the list opens below the box). */
async function chooseCategory(cascader: Locator, name: string) {
  const menu = page.locator(".ant-cascader-dropdown:not(.ant-select-dropdown-hidden)");
  await expect(async () => {
    if ((await menu.count()) === 0) await cascader.click();
    await menu
      .locator(".ant-cascader-menu-item", { hasText: name })
      .first()
      .click({ timeout: 10_000 });
    await expect(menu).toHaveCount(0, { timeout: 10_000 });
  }).toPass();
}

/** Adds a spec group with values in @vitrine/sku's editor and ticks each value. */
async function addSpec(group: string, values: string[]) {
  await page.getByLabel("新规格名").fill(group);
  await page.getByRole("button", { name: "添加规格", exact: true }).click();
  const card = page.getByRole("region", { name: group });
  for (const value of values) {
    await card.getByLabel(`“${group}”的新规格值`).fill(value);
    await card.getByLabel(`“${group}”的新规格值`).press("Enter");
    await card.getByText(value, { exact: true }).click();
    await expect(card.getByRole("checkbox", { name: value })).toBeChecked();
  }
}

test("an operator creates a category", async () => {
  await page.goto("/goods/category");
  await page.getByRole("button", { name: "新增", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("分类名称").fill(CATEGORY);
  await dialog.getByRole("button", { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("cell", { name: CATEGORY })).toBeVisible();
});

test("and a product with 2 × 2 variants through the wizard, refused first without a category", async () => {
  await page.goto("/goods/list");
  await page.getByRole("button", { name: "新增商品" }).click();
  const form = wizard("添加商品");
  await expect(form).toBeVisible();
  // Its own route and tab, beside the list's.
  await expect(page).toHaveURL(/\/goods\/add$/);
  await expect(tags().getByText("添加商品")).toBeVisible();
  await expect(tags().getByText("商品列表")).toBeVisible();
  // antd draws radio buttons over hidden inputs: the operator clicks the label.
  await form.getByText("图书", { exact: true }).click();
  await expect(form.getByRole("radio", { name: "图书" })).toBeChecked();
  await form.getByLabel("商品名称").fill(PRODUCT);

  // Saved without a category: the client says so on the first step and sends nothing.
  await form.getByRole("button", { name: /保\s*存/ }).click();
  await expect(form.getByText("请选择商品分类")).toBeVisible();
  await chooseCategory(form.getByRole("combobox", { name: "商品分类" }), CATEGORY);

  await form.getByText("规格库存", { exact: true }).click();
  await form.getByText("多规格", { exact: true }).click();
  await addSpec("颜色", ["红", "蓝"]);
  await addSpec("尺码", ["M", "L"]);
  await expect(page.getByText("共 4 个规格组合")).toBeVisible();
  for (const [index, combination] of COMBINATIONS.entries()) {
    await form.getByLabel(`${combination} 价格`).fill(index === 0 ? "19.9" : "29.9");
    await form.getByLabel(`${combination} 库存`).fill("20");
  }
  await form.getByRole("button", { name: /保\s*存/ }).click();
  await expect(page.getByText("保存成功")).toBeVisible();
  // Saved, the wizard's tab closes and the list is back.
  await expect(page).toHaveURL(/\/goods\/list$/);
  await expect(page.getByRole("button", { name: "新增商品" })).toBeVisible();
  await expect(tags().getByText("添加商品")).toHaveCount(0);
});

test("it is found on sale by name, by its category and by price; not above its price", async () => {
  await page.getByLabel("商品名称").fill(PRODUCT);
  await page.getByRole("button", { name: "查询" }).click();
  await expect(productRow()).toHaveCount(1);
  await expect(productRow().getByText("19.90")).toBeVisible();

  await page.getByRole("button", { name: "重置" }).click();
  await chooseCategory(page.getByRole("combobox", { name: "商品分类" }), CATEGORY);
  await page.getByLabel("最低价").fill("19");
  await page.getByLabel("最高价").fill("20");
  await page.getByRole("button", { name: "查询" }).click();
  await expect(productRow()).toHaveCount(1);

  await page.getByLabel("最低价").fill("20");
  await page.getByLabel("最高价").fill("");
  await page.getByRole("button", { name: "查询" }).click();
  await expect(productRow()).toHaveCount(0);
  await page.getByRole("button", { name: "重置" }).click();
});

test("taken off sale it leaves 出售中 for 仓库中; put back on sale it returns", async () => {
  await page.getByLabel("商品名称").fill(PRODUCT);
  await page.getByRole("button", { name: "查询" }).click();
  await saleSwitch().click();
  await expect(page.getByText("已下架")).toBeVisible();
  await expect(productRow()).toHaveCount(0);

  await page.getByRole("tab", { name: /仓库中/ }).click();
  await expect(productRow()).toHaveCount(1);
  await saleSwitch().click();
  await expect(productRow()).toHaveCount(0);
  await page.getByRole("tab", { name: /出售中/ }).click();
  await expect(productRow()).toHaveCount(1);
});

test("the page editor's product picker offers it; a page with it is published", async () => {
  await page.goto("/decorate");
  await page.getByRole("button", { name: "新建页面" }).click();
  const dialog = page.getByRole("dialog").filter({ hasText: "新建页面" });
  await dialog.getByLabel("页面名称").fill(PAGE_NAME);
  await dialog.getByLabel("页面描述").fill("商品列表跟随商品价格");
  await chooseOption(page, dialog.getByLabel("页面分类"), "首页");
  await dialog.getByRole("button", { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/decorate\/\d+$/);
  pageId = Number(page.url().split("/").pop());

  const canvas = page.getByRole("main", { name: "手机画布" });
  await page
    .getByRole("navigation", { name: "组件库" })
    .getByRole("button", { name: "商品", exact: true })
    .focus();
  await page.keyboard.press("Enter");
  const list = canvas.locator('[data-component-type="listswitching"]');
  await expect(list).toHaveCount(1);
  await list.click();

  await page.getByRole("button", { name: "选择商品" }).click();
  const picker = page.getByRole("dialog", { name: "选择商品" });
  await picker.getByRole("searchbox", { name: "商品名称" }).fill(PRODUCT);
  await picker.getByRole("button", { name: "搜索" }).click();
  const offered = picker.getByRole("listitem").filter({ hasText: PRODUCT });
  await expect(offered).toHaveCount(1);
  await expect(offered.getByText("¥19.90")).toBeVisible();
  await offered.getByRole("checkbox").check();
  await picker.getByRole("button", { name: "确定", exact: true }).click();
  await expect(canvas.getByText(PRODUCT)).toBeVisible();

  await page.getByRole("button", { name: "发布", exact: true }).click();
  await expect(page.getByText("页面已发布")).toBeVisible();
});

test("the public page shows its price, and follows a price changed in goods", async ({
  request,
}) => {
  const publicHtml = async () =>
    (await request.get(`/api/page/public/${pageId}?format=html`)).text();
  const first = await publicHtml();
  expect(first).toContain(PRODUCT);
  expect(first).toContain("19.90");

  await page.goto("/goods/list");
  await page.getByLabel("商品名称").fill(PRODUCT);
  await page.getByRole("button", { name: "查询" }).click();
  await productRow().getByRole("button", { name: "修改" }).click();
  // The product's id is in the address: a reload edits the same product.
  await expect(page).toHaveURL(/\/goods\/add\?type=edit&id=\d+$/);
  await expect(wizard(`编辑:${PRODUCT}`)).toBeVisible();
  await page.reload();
  const form = wizard(`编辑:${PRODUCT}`);
  await expect(form).toBeVisible();
  await form.getByText("规格库存", { exact: true }).click();
  await form.getByLabel("红,M 价格").fill("15.5");
  await form.getByRole("button", { name: /保\s*存/ }).click();
  await expect(page.getByText("保存成功")).toBeVisible();
  await expect(page).toHaveURL(/\/goods\/list$/);
  await page.getByLabel("商品名称").fill(PRODUCT);
  await page.getByRole("button", { name: "查询" }).click();
  await expect(productRow().getByText("15.50")).toBeVisible();

  const after = await publicHtml();
  expect(after).toContain("15.50");
  expect(after).not.toContain("19.90");

  // Off sale, it leaves the published page.
  await saleSwitch().click();
  await expect(productRow()).toHaveCount(0);
  expect(await publicHtml()).not.toContain(PRODUCT);
});
