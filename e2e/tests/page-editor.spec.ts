import { expect, type Locator, type Page, test } from "@playwright/test";
import { chooseOption } from "../ant-select";
import { openDialog } from "../dialog";
import { signIn } from "../sign-in";
import { fingerOn } from "../touch";

// One page goes through the whole life the issue describes, so the steps share one browser page.
test.describe.configure({ mode: "serial" });

const PAGE_NAME = `E2E页面${Date.now() % 100000}`;
const TITLE = "春季上新";
const FINAL_TITLE = "春季上新 全场包邮";

const canvas = (page: Page) => page.getByRole("main", { name: "手机画布" });
const palette = (page: Page) => page.getByRole("navigation", { name: "组件库" });
const blockTypes = (page: Page) =>
  canvas(page)
    .locator("[data-component-type]")
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-component-type")));

/** A dnd-kit mouse drag: press, move past the 5 px activation distance in steps, release. */
async function drag(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error("drag source or target is not on screen");
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2, { steps: 5 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 3, { steps: 20 });
  await page.mouse.up();
}

let page: Page;
let pageId = 0;

test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext()).newPage();
  await signIn(page);
});

test.afterAll(async () => {
  await page.context().close();
});

test("an administrator creates a page from the list and lands in its editor", async () => {
  await page.goto("/decorate");
  await page.getByRole("button", { name: "新建页面" }).click();
  const dialog = await openDialog(page, "新建页面");
  await expect(dialog.getByLabel("页面名称")).toBeVisible();
  await dialog.getByRole("button", { name: /确\s*定/ }).click();
  await expect(dialog.getByText("请输入页面名称")).toBeVisible();

  await dialog.getByLabel("页面名称").fill(PAGE_NAME);
  await dialog.getByLabel("页面描述").fill("浏览器测试创建的页面");
  // The option in the open dropdown: a table cell of an earlier page's classification also has the
  // title 首页 when the list holds one.
  await chooseOption(page, dialog.getByLabel("页面分类"), "首页");
  await dialog.getByRole("button", { name: /确\s*定/ }).click();

  await expect(page).toHaveURL(/\/decorate\/\d+$/);
  pageId = Number(page.url().split("/").pop());
  await expect(canvas(page)).toBeVisible();
  expect(await blockTypes(page)).toEqual([]);
});

test("caption text dragged from the palette lands on the canvas; a title typed shows on the canvas and in the live preview", async () => {
  const captions = canvas(page).locator('[data-component-type="captiontext"]');
  // A drag started while the signed-in frame still moves (menu, tags) can miss: drag again then.
  await expect(async () => {
    if ((await captions.count()) === 0) {
      await drag(page, palette(page).getByRole("button", { name: "标题文字" }), canvas(page));
    }
    await expect(captions).toHaveCount(1, { timeout: 10_000 });
  }).toPass();

  // Selected first: the preview dialog covers the workbench while it is open.
  await canvas(page).locator('[data-component-type="captiontext"]').click();
  const title = page.getByLabel("标题内容");
  await expect(title).toBeVisible();

  await page.getByRole("button", { name: "预览" }).click();
  const frame = page.frameLocator('iframe[title="预览"]');
  await expect(frame.locator('[data-component-type="captiontext"]')).toHaveCount(1);
  await title.fill(TITLE);
  await expect(canvas(page).getByText(TITLE)).toBeVisible();
  await expect(frame.getByText(TITLE)).toBeVisible();
  await page.getByRole("dialog", { name: "预览" }).getByRole("button", { name: "关闭" }).click();
});

test("Ctrl+Z undoes the title edit", async () => {
  // The block's button: the block itself is no control.
  await canvas(page).getByRole("button", { name: "标题文字", exact: true }).focus();
  await page.keyboard.press("Control+z");
  await expect(canvas(page).getByText(TITLE)).toHaveCount(0);
  await expect(canvas(page).getByText("标题文字")).toBeVisible();
});

test("a second component is added from the palette with Enter and moved above the first with the keyboard (space, arrow, space)", async () => {
  await palette(page).getByRole("button", { name: "辅助分割" }).focus();
  await page.keyboard.press("Enter");
  await expect(palette(page).getByRole("status")).toHaveText("已添加辅助分割，位于第2位");
  expect(await blockTypes(page)).toEqual(["captiontext", "auxiliarysegmentation"]);
  const divider = canvas(page).locator('[data-component-type="auxiliarysegmentation"]');
  await divider.getByRole("button", { name: "辅助分割", exact: true }).focus();
  await page.keyboard.press("Space");
  // The lift has happened once the canvas stops taking the pointer; an arrow pressed before that is
  // lost on a loaded machine, as a too-quick keyboard user's would be.
  await expect
    .poll(() => divider.evaluate((block) => getComputedStyle(block.parentElement!).pointerEvents))
    .toBe("none");
  await page.keyboard.press("ArrowUp");
  await expect(canvas(page).locator("[data-insertion-indicator]")).toBeVisible();
  await page.keyboard.press("Space");
  await expect.poll(() => blockTypes(page)).toEqual(["auxiliarysegmentation", "captiontext"]);
  // The focus comes back to the moved block's button, for the next key.
  await expect(divider.getByRole("button", { name: "辅助分割", exact: true })).toBeFocused();
});

test("the saved page comes back after a reload", async () => {
  await canvas(page).locator('[data-component-type="captiontext"]').click();
  await page.getByLabel("标题内容").fill(FINAL_TITLE);
  await expect(page.getByText("有未保存的修改")).toBeVisible();
  await page.getByRole("button", { name: "保存", exact: true }).click();
  await expect(page.getByText("有未保存的修改")).toHaveCount(0);

  await page.reload();
  await expect(canvas(page).getByText(FINAL_TITLE)).toBeVisible();
  expect(await blockTypes(page)).toEqual(["auxiliarysegmentation", "captiontext"]);
});

test("publishing with an invalid field is refused with its message; fixed, it is published", async () => {
  await canvas(page).locator('[data-component-type="captiontext"]').click();
  const size = page.getByLabel("标题大小");
  await size.fill("100");
  await page.getByRole("button", { name: "发布", exact: true }).click();
  const issues = page.getByRole("region", { name: "发布前请修正以下问题" });
  await expect(issues.getByText(/数字最大为99/)).toBeVisible();
  await expect(size).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("页面已发布")).toHaveCount(0);

  await size.fill("18");
  await page.getByRole("button", { name: "发布", exact: true }).click();
  await expect(page.getByText("页面已发布")).toBeVisible();
  await expect(page.getByText("有未保存的修改")).toHaveCount(0);
});

test("the public endpoint serves the published page as JSON and as HTML", async ({ request }) => {
  const json = await request.get(`/api/page/public/${pageId}`);
  expect(json.ok()).toBe(true);
  const body = await json.json();
  expect(body.code).toBe(0);
  expect(body.data.name).toBe(PAGE_NAME);
  const types = body.data.document.components.map((c: { type: string }) => c.type);
  expect(types).toEqual(["auxiliarysegmentation", "captiontext"]);
  const caption = body.data.document.components[1];
  expect(caption.props).toMatchObject({ name: FINAL_TITLE, wordSize: 18 });

  const html = await request.get(`/api/page/public/${pageId}?format=html`);
  expect(html.ok()).toBe(true);
  expect(html.headers()["content-type"]).toContain("text/html");
  expect(await html.text()).toContain(FINAL_TITLE);
});

test("the list shows the page as published", async () => {
  await page.goto("/decorate");
  const row = page.getByRole("row").filter({ hasText: PAGE_NAME });
  await expect(row.getByText("已发布")).toBeVisible();
});

test("on a touch screen a block held still is lifted and dragged above the one before it", async ({
  browser,
}) => {
  const context = await browser.newContext({ hasTouch: true });
  const touchPage = await context.newPage();
  await signIn(touchPage);
  await touchPage.goto(`/decorate/${pageId}`);
  const caption = canvas(touchPage).locator('[data-component-type="captiontext"]');
  const divider = canvas(touchPage).locator('[data-component-type="auxiliarysegmentation"]');
  await expect(caption).toBeVisible();
  expect(await blockTypes(touchPage)).toEqual(["auxiliarysegmentation", "captiontext"]);
  const from = await caption.boundingBox();
  const to = await divider.boundingBox();
  if (!from || !to) throw new Error("blocks are not on screen");
  const touch = await fingerOn(context, touchPage);
  const x = from.x + from.width / 2;
  await touch("touchStart", x, from.y + from.height / 2);
  // Held still past the 200 ms long press, the block lifts (its dragging look); a quicker swipe
  // would scroll. Waiting for the look, not a fixed time: on a busy machine the page's 200 ms timer
  // can run after moves sent 400 ms later, and an early move cancels the press.
  await expect(caption).toHaveAttribute("style", /opacity: 0\.6/);
  const targetY = to.y + to.height / 4;
  for (let step = 1; step <= 10; step++) {
    const y = from.y + from.height / 2 + ((targetY - from.y - from.height / 2) * step) / 10;
    await touch("touchMove", x, y);
  }
  await expect(canvas(touchPage).locator("[data-insertion-indicator]")).toHaveCount(1);
  await touch("touchEnd", x, targetY);
  await expect.poll(() => blockTypes(touchPage)).toEqual(["captiontext", "auxiliarysegmentation"]);
  await context.close();
});
