import { expect, type Page, test } from "@playwright/test";
import { chooseOption } from "../ant-select";
import { signIn } from "../sign-in";

// Issue 18's end-to-end check: every one of the 22 palette entries is added from the palette,
// a field of each is edited in its panel, and the page is saved, reloaded and published; each
// component is then drawn (never its type name) on the canvas, in the live preview and in the
// public HTML. The steps share one browser page and one editor page.
test.describe.configure({ mode: "serial" });

const PAGE_NAME = `全组件${Date.now() % 100000}`;

/** What shoppers and operators must not read: the internal type names. */
const TYPE_NAMES = [
  "commoditysearch",
  "captiontext",
  "pictureads",
  "graphicnavigation",
  "tabBar",
  "magiccube",
  "notice",
  "videoss",
  "richtext",
  "auxiliarysegmentation",
  "storeinformation",
  "entertheshop",
  "communitypowder",
  "follow",
  "suspension",
  "custommodule",
  "crowdoperation",
  "personalizedrecommendation",
  "onlineservice",
  "listswitching",
  "storenotecard",
  "investigate",
];
const TYPE_NAME = new RegExp(`\\b(${TYPE_NAMES.join("|")})\\b`);

interface Entry {
  type: string;
  /** The palette entry's name (the original's zh-cn title). */
  title: string;
  /** Edits one field in the component's settings panel; undefined for types without settings. */
  edit?: (page: Page) => Promise<void>;
  /** A text the edit makes the component show, where the edit shows as text. */
  shows?: string;
}

/** The settings panel's tab of the selected component (the canvas may hold the same names). */
const panel = (page: Page) => page.getByRole("tabpanel", { name: "组件设置" });
const fill = (label: string, value: string) => async (page: Page) => {
  await panel(page).getByLabel(label, { exact: true }).first().fill(value);
};
const press = (name: string) => async (page: Page) => {
  await panel(page).getByRole("button", { name, exact: true }).click();
};
const choose = (label: string, option: string) => async (page: Page) => {
  await panel(page)
    .getByRole("combobox", { name: label, exact: true })
    .selectOption({ label: option });
};
const toggle = (name: string) => async (page: Page) => {
  await panel(page).getByRole("switch", { name, exact: true }).click();
};

// Palette order (basic, then the placeholders, the custom module, then business).
const ENTRIES: Entry[] = [
  { type: "commoditysearch", title: "商品搜索", edit: toggle("扫一扫") },
  {
    type: "captiontext",
    title: "标题文字",
    edit: fill("标题内容", "E2E标题文字"),
    shows: "E2E标题文字",
  },
  {
    type: "pictureads",
    title: "图片广告",
    edit: async (page) => {
      await press("添加图片")(page);
      await fill("图片标题 1", "E2E广告")(page);
    },
    shows: "E2E广告",
  },
  { type: "graphicnavigation", title: "图文导航", edit: press("滑动") },
  { type: "tabBar", title: "底部导航", edit: fill("名称", "E2E首页"), shows: "E2E首页" },
  { type: "magiccube", title: "魔方", edit: choose("选择模板", "二左二右") },
  { type: "notice", title: "公告", edit: fill("公告内容", "E2E公告"), shows: "E2E公告" },
  { type: "videoss", title: "视频", edit: toggle("自动播放") },
  {
    type: "richtext",
    title: "富文本",
    edit: async (page) => {
      await panel(page).getByRole("textbox", { name: "背景颜色", exact: true }).fill("#fff7e6");
    },
  },
  { type: "auxiliarysegmentation", title: "辅助分割", edit: fill("空白高度", "50") },
  {
    type: "storeinformation",
    title: "店铺信息",
    edit: fill("店铺名称", "E2E店铺"),
    shows: "E2E店铺",
  },
  {
    type: "entertheshop",
    title: "单元格",
    edit: fill("左侧标题", "E2E单元格"),
    shows: "E2E单元格",
  },
  {
    type: "communitypowder",
    title: "社群涨粉",
    edit: fill("按钮名称", "E2E加群"),
    shows: "E2E加群",
  },
  {
    type: "follow",
    title: "关注公众号",
    edit: fill("公众号名称", "E2E公众号"),
    shows: "E2E公众号",
  },
  {
    type: "suspension",
    title: "悬浮按钮",
    edit: async (page) => {
      await panel(page).getByRole("radio", { name: "外部链接" }).check();
      await panel(page).getByLabel("链接地址", { exact: true }).fill("https://shop.example/e2e");
    },
  },
  { type: "crowdoperation", title: "人群运营" },
  { type: "personalizedrecommendation", title: "个性化推荐" },
  { type: "onlineservice", title: "在线客服" },
  { type: "custommodule", title: "自定义模块" },
  { type: "listswitching", title: "商品", edit: press("HOT"), shows: "HOT" },
  { type: "storenotecard", title: "文章模块", edit: fill("标题", "E2E文章"), shows: "E2E文章" },
  { type: "investigate", title: "表单模块", edit: fill("表单标题", "E2E表单"), shows: "E2E表单" },
];

const canvas = (page: Page) => page.getByRole("main", { name: "手机画布" });
const palette = (page: Page) => page.getByRole("navigation", { name: "组件库" });
const blockTypes = (page: Page) =>
  canvas(page)
    .locator("[data-component-type]")
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-component-type")));

let page: Page;
let pageId = 0;

test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext()).newPage();
  await signIn(page);
});

test.afterAll(async () => {
  await page.context().close();
});

test("a new page gets every one of the 22 palette entries from the palette", async () => {
  await page.goto("/decorate");
  await page.getByRole("button", { name: "新建页面" }).click();
  const dialog = page.getByRole("dialog").filter({ hasText: "新建页面" });
  await dialog.getByLabel("页面名称").fill(PAGE_NAME);
  await dialog.getByLabel("页面描述").fill("每种组件各一个");
  await chooseOption(page, dialog.getByLabel("页面分类"), "首页");
  await dialog.getByRole("button", { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/decorate\/\d+$/);
  pageId = Number(page.url().split("/").pop());
  await expect(canvas(page)).toBeVisible();

  for (const [index, entry] of ENTRIES.entries()) {
    const added = canvas(page).locator(`[data-component-type="${entry.type}"]`);
    const button = palette(page).getByRole("button", { name: entry.title, exact: true });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(added).toHaveCount(1);
    if (entry.type === "richtext") {
      // Its panel's editor loads after the block is added; loading its text must not pull the
      // designer out of the palette (Enter on the next entry would then land in the text).
      await expect(page.getByRole("textbox", { name: "内容" })).toBeVisible();
    }
    // By its type: a full tile's name carries its tooltip (the tab bar, one per page).
    await expect(palette(page).locator(`[data-component-type="${entry.type}"]`)).toBeFocused();
    expect(await blockTypes(page)).toHaveLength(index + 1);
  }
  // The tab bar is kept last whatever was added after it.
  expect((await blockTypes(page)).at(-1)).toBe("tabBar");
  expect([...(await blockTypes(page))].sort()).toEqual([...TYPE_NAMES].sort());
});

test("a field of each component is edited in its panel and shows on the canvas", async () => {
  for (const entry of ENTRIES) {
    if (!entry.edit) continue;
    await canvas(page).locator(`[data-component-type="${entry.type}"]`).click();
    await entry.edit(page);
    if (entry.shows)
      await expect(
        canvas(page)
          .locator(`[data-component-type="${entry.type}"]`)
          .getByText(entry.shows)
          .first(),
      ).toBeVisible();
  }
  await expect(
    canvas(page).locator('[data-component-type="commoditysearch"] [data-scan-icon]'),
  ).toHaveCount(1);
  await expect(canvas(page).locator('[data-cube-layout="3"]')).toHaveCount(1);
  await expect(canvas(page).locator('[data-navigation="sliding"]')).toHaveCount(1);
});

test("the page is saved, comes back after a reload, and draws no type name on the canvas", async () => {
  await page.getByRole("button", { name: "保存", exact: true }).click();
  await expect(page.getByText("有未保存的修改")).toHaveCount(0);
  await page.reload();
  await expect(canvas(page).locator("[data-component-type]")).toHaveCount(22);
  for (const entry of ENTRIES)
    if (entry.shows)
      await expect(
        canvas(page)
          .locator(`[data-component-type="${entry.type}"]`)
          .getByText(entry.shows)
          .first(),
      ).toBeVisible();
  expect((await canvas(page).textContent()) ?? "").not.toMatch(TYPE_NAME);
});

test("the live preview draws every component, never a type name", async () => {
  await page.getByRole("button", { name: "预览" }).click();
  const frame = page.frameLocator('iframe[title="预览"]');
  await expect(frame.locator("[data-component-type]")).toHaveCount(22);
  for (const entry of ENTRIES)
    if (entry.shows)
      await expect(
        frame.locator(`[data-component-type="${entry.type}"]`).getByText(entry.shows).first(),
      ).toBeAttached();
  expect((await frame.locator("body").textContent()) ?? "").not.toMatch(TYPE_NAME);
  // The bar shoppers tap stays on screen: fixed at the bottom of the phone.
  await expect(frame.locator('[data-component-type="tabBar"] nav')).toHaveCSS("position", "fixed");
  await page.getByRole("dialog", { name: "预览" }).getByRole("button", { name: "关闭" }).click();
});

test("the page is published and its public HTML draws every component, never a type name", async ({
  request,
}) => {
  await page.getByRole("button", { name: "发布", exact: true }).click();
  await expect(page.getByText("页面已发布")).toBeVisible();

  const response = await request.get(`/api/page/public/${pageId}?format=html`);
  expect(response.ok()).toBe(true);
  const html = await response.text();
  for (const type of TYPE_NAMES) expect(html).toContain(`data-component-type="${type}"`);
  for (const entry of ENTRIES) if (entry.shows) expect(html).toContain(entry.shows);
  // Read as a shopper reads it: open in the browser (no script runs there) and take the text.
  const shopper = await page.context().newPage();
  await shopper.goto(`/api/page/public/${pageId}?format=html`);
  expect((await shopper.locator("body").textContent()) ?? "").not.toMatch(TYPE_NAME);
  await expect(
    shopper.locator(`form[action="/api/page/public/${pageId}/form/${await formId()}"]`),
  ).toHaveCount(1);
  await expect(shopper.locator('a[href="https://shop.example/e2e"]')).toHaveCount(1);
  await shopper.close();
});

/** The form module's component id, from the published JSON. */
async function formId(): Promise<string> {
  const json = await page.request.get(`/api/page/public/${pageId}`);
  const body = await json.json();
  const form = body.data.document.components.find(
    (component: { type: string }) => component.type === "investigate",
  );
  return form.id;
}
