import { expect, type Page, test } from "@playwright/test";
import { fingerOn } from "../touch";

// Nesting on the canvas (issue 35) in Chromium against the real build: the benchmark entry with
// the built-in containers (?containers=1), which keeps the page in localStorage on every change as
// a host saving through onChange does. A block goes into a two-column block's left slot by pointer
// and another into its right slot by keyboard; undo takes the second back out; a new one comes
// from the palette into the right slot by pointer; a reload shows what was saved. On a touch
// screen, a block held still is carried into a slot by the finger.

type Tree = { id: string; type: string; slots?: Record<string, Tree[]> };

/** The page's blocks, as the editor holds them. */
const tree = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          __vitrineBench: { editor: { getDocument(): { components: Tree[] } } };
        }
      ).__vitrineBench.editor.getDocument().components,
  );

/** Presses at `from`'s middle and carries the pointer to `to`'s middle in steps, not letting go. */
async function carry(
  page: Page,
  from: { x: number; y: number; width: number; height: number } | null,
  to: { x: number; y: number; width: number; height: number } | null,
) {
  if (!from || !to) throw new Error("the dragged item or the slot is not drawn");
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  const end = { x: to.x + to.width / 2, y: to.y + to.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    const share = step / 12;
    await page.mouse.move(start.x + (end.x - start.x) * share, start.y + (end.y - start.y) * share);
  }
}

const slotIds = (blocks: Tree[], slot: string) =>
  (blocks.find((block) => block.type === "twocolumn")?.slots?.[slot] ?? []).map((b) => b.id);

/**
 * The benchmark entry with the containers on an empty store, two captions on the page, and a
 * two-column block added from the palette (its left slot still empty).
 */
async function openWithTwoColumns(page: Page) {
  await page.goto("/editor-bench.html?n=2&containers=1");
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  const canvas = page.getByRole("main", { name: "手机画布" });
  await canvas.locator('[data-component-id="cap-2"]').waitFor();
  await page
    .getByRole("navigation", { name: "组件库" })
    .getByRole("button", { name: /^两栏布局/ })
    .click();
  const left = canvas.getByRole("group", { name: "两栏布局的左栏" });
  await expect(left.getByText("拖入组件到左栏")).toBeVisible();
  return { canvas, left, right: canvas.getByRole("group", { name: "两栏布局的右栏" }) };
}

test("blocks go into a container's slots by pointer and by keyboard, undo, save and reload", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  const { canvas, left, right } = await openWithTwoColumns(page);

  // Pointer: cap-1 by its button, its middle carried to the left slot's middle.
  await carry(
    page,
    await canvas.locator('[data-component-id="cap-1"] > .vt-block__hit').boundingBox(),
    await left.boundingBox(),
  );
  await expect(left).toHaveAttribute("data-drop-target", "true");
  await page.mouse.up();
  await expect(left.locator('[data-component-id="cap-1"]')).toBeVisible();
  expect(slotIds(await tree(page), "left")).toEqual(["cap-1"]);
  // The nested block is a canvas block of its own: a click selects it.
  await left.getByRole("button", { name: "标题文字" }).click();
  await expect(left.getByRole("button", { name: "标题文字" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // Keyboard: cap-2 (before the container) lifted; the arrows step into the left slot, past
  // cap-1, into the right slot; Space drops it there.
  await canvas.locator('[data-component-id="cap-2"] > .vt-block__hit').focus();
  await page.keyboard.press("Space");
  await expect(canvas.locator('[data-dragging="true"]')).toHaveCount(1);
  for (let press = 0; press < 3; press++) await page.keyboard.press("ArrowDown");
  await expect(right).toHaveAttribute("data-drop-target", "true");
  await page.keyboard.press("Space");
  await expect(right.locator('[data-component-id="cap-2"]')).toBeVisible();
  expect(slotIds(await tree(page), "right")).toEqual(["cap-2"]);

  await page.keyboard.press("Control+z");
  await expect(right.getByText("拖入组件到右栏")).toBeVisible();
  const undone = await tree(page);
  expect(undone.map((block) => block.id)[0]).toBe("cap-2");
  expect(slotIds(undone, "left")).toEqual(["cap-1"]);

  // From the palette into the right slot by pointer.
  await carry(
    page,
    await page
      .getByRole("navigation", { name: "组件库" })
      .getByRole("button", { name: /^公告/ })
      .boundingBox(),
    await right.boundingBox(),
  );
  await expect(right).toHaveAttribute("data-drop-target", "true");
  await page.mouse.up();
  await expect(right.locator('[data-component-type="notice"]')).toBeVisible();
  const saved = await tree(page);
  expect(slotIds(saved, "right")).toHaveLength(1);

  // Saved on every change: the reload shows the page as it was left.
  await page.reload();
  await expect(left.locator('[data-component-id="cap-1"]')).toBeVisible();
  await expect(right.locator('[data-component-type="notice"]')).toBeVisible();
  expect(await tree(page)).toEqual(saved);
});

test("on a touch screen a block held still is carried into a slot", async ({ browser }) => {
  const context = await browser.newContext({
    hasTouch: true,
    viewport: { width: 1400, height: 900 },
  });
  const page = await context.newPage();
  const { canvas, left } = await openWithTwoColumns(page);

  const from = await canvas.locator('[data-component-id="cap-1"] > .vt-block__hit').boundingBox();
  const to = await left.boundingBox();
  if (!from || !to) throw new Error("the block or the slot is not drawn");
  const touch = await fingerOn(context, page);
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  const end = { x: to.x + to.width / 2, y: to.y + to.height / 2 };
  await touch("touchStart", start.x, start.y);
  // Lifted once held past the long press (its dragging look), waited for as a state.
  await expect(canvas.locator('[data-dragging="true"]')).toHaveCount(1);
  for (let step = 1; step <= 12; step++)
    await touch(
      "touchMove",
      start.x + ((end.x - start.x) * step) / 12,
      start.y + ((end.y - start.y) * step) / 12,
    );
  await expect(left).toHaveAttribute("data-drop-target", "true");
  await touch("touchEnd", end.x, end.y);
  await expect(left.locator('[data-component-id="cap-1"]')).toBeVisible();
  expect(slotIds(await tree(page), "left")).toEqual(["cap-1"]);
  await context.close();
});
