import { expect, type Locator, type Page, test } from "@playwright/test";

// Reordering with the keyboard in lists longer than their panel, in Chromium against the real
// server's build: the page editor as a host embeds it (the admin build's bare benchmark entry, 60
// caption blocks cap-1 to cap-60). An item lifted below the fold must pass exactly one item per
// arrow while its panel scrolls (issue 19: dnd-kit scrolled the panel instead of moving the item,
// the browser scrolled it once more, and the item landed one place off).
test.describe.configure({ mode: "serial" });

const COUNT = 60;
let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(`/editor-bench.html?n=${COUNT}`);
  await page.locator(`main [data-component-id="cap-${COUNT}"]`).waitFor({ state: "attached" });
});

test.afterAll(async () => {
  await page.close();
});

/** The page's component ids in order, from the editor the benchmark entry exposes. */
const order = () =>
  page.evaluate(() =>
    (
      window as unknown as {
        __vitrineBench: { editor: { getDocument(): { components: { id: string }[] } } };
      }
    ).__vitrineBench.editor
      .getDocument()
      .components.map((component) => component.id),
  );

/** Puts the page back in its first order (cap-1 to cap-60), nothing selected. */
async function resetPage() {
  await page.evaluate((count) => {
    const { editor } = (
      window as unknown as {
        __vitrineBench: {
          editor: {
            getDocument(): { components: { id: string }[] };
            move(id: string, to: number): unknown;
          };
        };
      }
    ).__vitrineBench;
    for (let i = 1; i <= count; i++) editor.move(`cap-${i}`, i - 1);
  }, COUNT);
  expect(await order()).toEqual(Array.from({ length: COUNT }, (_, i) => `cap-${i + 1}`));
}

/**
 * Lifts `item` with Space, presses `key` `times`, waiting after each press for the drop line to
 * stand before the item it should (`lineBefore(n)`: the id after the n-th press), then drops.
 */
async function keyboardMove(
  list: Locator,
  item: Locator,
  key: "ArrowDown" | "ArrowUp",
  lineBefore: string[],
) {
  await item.focus();
  await page.keyboard.press("Space");
  await expect(list.locator('[data-dragging="true"]')).toHaveCount(1);
  for (const id of lineBefore) {
    await page.keyboard.press(key);
    await expect(
      list.locator(`[data-insertion-indicator] + [data-component-id="${id}"]`),
    ).toHaveCount(1);
  }
  await page.keyboard.press("Space");
  await expect(list.locator('[data-dragging="true"]')).toHaveCount(0);
}

test("a management row lifted below the fold passes one row per arrow, down and up", async () => {
  await resetPage();
  await page.locator('main [data-component-id="cap-1"]').click();
  await page.getByRole("tab", { name: "组件管理" }).click();
  const list = page.locator("[data-vitrine-manage-list]");
  const handleOf = (id: string) =>
    list.locator(`[data-component-id="${id}"]`).getByRole("button", { name: /拖动排序/ });

  // cap-24 is below the panel's fold: focusing its handle scrolls the panel.
  const panel = list.locator("xpath=ancestor::*[contains(@class, 'vt-side__body')]");
  await keyboardMove(list, handleOf("cap-24"), "ArrowDown", ["cap-26", "cap-27", "cap-28"]);
  expect(await panel.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  let ids = await order();
  expect(ids.indexOf("cap-24")).toBe(26);
  expect(ids.slice(22, 28)).toEqual(["cap-23", "cap-25", "cap-26", "cap-27", "cap-24", "cap-28"]);

  await keyboardMove(list, handleOf("cap-40"), "ArrowUp", ["cap-39", "cap-38"]);
  ids = await order();
  expect(ids.slice(36, 41)).toEqual(["cap-37", "cap-40", "cap-38", "cap-39", "cap-41"]);
});

test("a canvas block lifted below the fold passes one block per arrow, down and up", async () => {
  await resetPage();
  const canvas = page.getByRole("main", { name: "手机画布" });
  // A block's button (named by its title, 标题文字) is what takes focus and lifts it.
  const blockOf = (id: string) =>
    canvas.locator(`[data-component-id="${id}"]`).getByRole("button", { name: "标题文字" });

  await keyboardMove(canvas, blockOf("cap-30"), "ArrowDown", ["cap-32", "cap-33"]);
  expect(await canvas.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  let ids = await order();
  expect(ids.slice(28, 33)).toEqual(["cap-29", "cap-31", "cap-32", "cap-30", "cap-33"]);

  await keyboardMove(canvas, blockOf("cap-50"), "ArrowUp", ["cap-49", "cap-48", "cap-47"]);
  ids = await order();
  expect(ids.slice(45, 51)).toEqual(["cap-46", "cap-50", "cap-47", "cap-48", "cap-49", "cap-51"]);
});
