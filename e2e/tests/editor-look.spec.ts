import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page, test } from "@playwright/test";
import type { AxeResults } from "axe-core";
import { chooseOption } from "../ant-select";
import { ADMIN } from "../credentials";

// Issue 19's look in the browser, on one page: the page editor in the admin app with several
// components and one selected (its outline and action bar showing).
// - axe in the light and the dark theme: no serious or critical WCAG 2 A/AA violation, colour
//   contrast included (the component tests run axe in jsdom, which has no layout and no stylesheet,
//   so contrast is only measurable here);
// - a palette tile being dragged shows its icon and name under the pointer in the tile's colours;
// - the same editor with only the shipped stylesheet (no antd, no admin CSS around it) computes the
//   same styles for the named parts as inside the admin app.
test.describe.configure({ mode: "serial" });

// Evaluated through the DevTools protocol, as @axe-core/playwright does: the app's CSP (script-src
// 'self') rightly refuses an injected script tag, and the test must not loosen it.
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);
const WCAG2_A_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** The components on the page, by palette title and type, in order; the first one is selected. */
const COMPONENTS = [
  ["标题文字", "captiontext"],
  ["公告", "notice"],
  ["图片广告", "pictureads"],
  ["辅助分割", "auxiliarysegmentation"],
  ["店铺信息", "storeinformation"],
] as const;
const PAGE_NAME = `无障碍${Date.now() % 100000}`;

/** What the bench page's editor-core instance is driven with (a slice of EditorInstance). */
interface BenchEditor {
  reset(): unknown;
  updateSettings(patch: { name: string }): unknown;
  insert(type: string): { ok: true; id: string } | { ok: false; message: string };
  select(ids: string[]): unknown;
}

const SHIPPED_STYLESHEET = readFileSync(
  new URL("../../packages/editor-react/dist/styles.css", import.meta.url),
  "utf8",
);

/** Named parts of the workbench, each the first match inside the editor. */
const PARTS = {
  editor: ".vt-editor",
  toolbar: ".vt-toolbar",
  "toolbar button": ".vt-toolbar .vt-btn",
  "palette heading": ".vt-palette__heading",
  "palette filter": ".vt-palette__filter",
  "palette tile": ".vt-palette .vt-tile",
  canvas: ".vt-canvas",
  phone: ".vt-phone",
  "selected block": '.vt-block__hit[aria-pressed="true"]',
  "block action button": ".vt-block__actions .vt-btn",
  "selected tab": '.vt-tab[aria-selected="true"]',
  "panel title": ".vt-side .vt-panel-title",
  "panel field label": ".vt-side .vt-field__label",
  "panel input": ".vt-side .vt-input",
};
/** Parts whose height is the host's container's (the admin app's header and tags take some). */
const HOST_SIZED = ["editor", "canvas"];
/** Everything that makes a part look as it does, save widths (the admin app's menu takes some). */
const PROPERTIES = [
  "color",
  "background-color",
  "font-family",
  "font-size",
  "font-weight",
  "line-height",
  "letter-spacing",
  "text-transform",
  "text-align",
  "border-top-width",
  "border-top-style",
  "border-top-color",
  "border-bottom-color",
  "border-top-left-radius",
  "padding-top",
  "padding-right",
  "padding-bottom",
  "padding-left",
  "margin-top",
  "margin-bottom",
  "height",
  "box-shadow",
  "outline-style",
  "outline-width",
  "outline-color",
  "outline-offset",
  "cursor",
  "box-sizing",
];

/** The computed styles of each named part, with no hover or focus on any of them. */
async function lookOf(target: Page) {
  await target.mouse.move(0, 0);
  await target.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return target.evaluate(
    ({ parts, properties, hostSized }) =>
      Object.fromEntries(
        Object.entries(parts).map(([name, selector]) => {
          const element = document.querySelector(`.vt-editor ${selector}, ${selector}.vt-editor`);
          if (!element) return [name, "missing"];
          const style = getComputedStyle(element);
          const own = hostSized.includes(name)
            ? properties.filter((p) => p !== "height")
            : properties;
          return [name, Object.fromEntries(own.map((p) => [p, style.getPropertyValue(p)]))];
        }),
      ),
    { parts: PARTS, properties: PROPERTIES, hostSized: HOST_SIZED },
  );
}

let page: Page;

const canvas = () => page.getByRole("main", { name: "手机画布" });
const palette = () => page.getByRole("navigation", { name: "组件库" });

/** The serious and critical WCAG 2 A/AA violations inside the editor, one line per element. */
async function editorViolations(): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe.run(
        { include: [".vt-editor"] },
        { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] },
      ),
    WCAG2_A_AA,
  );
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) =>
      v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(" ")}: ${n.failureSummary}`),
    );
}

/**
 * Lifts the notice's palette tile with the mouse and reads the drag preview under the pointer: its
 * text, whether the pointer is over it, and its colours against the tile's. Escape then cancels the
 * drag, so the page is left as it was.
 */
async function dragPreview() {
  const tile = palette().getByRole("button", { name: "公告", exact: true });
  const box = await tile.boundingBox();
  if (!box) throw new Error("the notice tile is not on screen");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  // Past dnd-kit's 5 px activation distance, then out over the canvas.
  await page.mouse.move(x + 10, y, { steps: 5 });
  await page.mouse.move(x + 300, y + 40, { steps: 10 });
  const preview = page.locator(".vt-drag-preview");
  await expect(preview).toBeVisible();
  const at = await preview.boundingBox();
  const look = await preview.evaluate((element, tileSelector) => {
    const own = getComputedStyle(element);
    const tileStyle = getComputedStyle(document.querySelector(tileSelector) as Element);
    return {
      text: element.textContent,
      icon: element.querySelector("svg")?.getAttribute("class") ?? "",
      background: own.backgroundColor === tileStyle.backgroundColor,
      textColour: own.color === tileStyle.color,
      border: own.borderTopColor,
    };
  }, '.vt-palette .vt-tile[data-component-type="notice"]');
  await page.keyboard.press("Escape");
  await page.mouse.up();
  await expect(preview).toHaveCount(0);
  const primary = await page.evaluate(
    () => getComputedStyle(document.querySelector(".vt-tile svg") as Element).color,
  );
  return {
    ...look,
    icon: look.icon.includes("lucide-megaphone"),
    underPointer:
      !!at &&
      at.x <= x + 300 &&
      x + 300 <= at.x + at.width &&
      at.y <= y + 40 &&
      y + 40 <= at.y + at.height,
    primaryBorder: look.border === primary,
  };
}

const DRAG_PREVIEW = {
  text: "公告",
  icon: true,
  background: true,
  textColour: true,
  underPointer: true,
  primaryBorder: true,
};

test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await page.goto("/login");
  await page.getByLabel("用户名").fill(ADMIN.userName);
  await page.getByLabel("密码").fill(ADMIN.password);
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto("/decorate");
  await page.getByRole("button", { name: "新建页面" }).click();
  const dialog = page.getByRole("dialog").filter({ hasText: "新建页面" });
  await dialog.getByLabel("页面名称").fill(PAGE_NAME);
  await dialog.getByLabel("页面描述").fill("浏览器无障碍检查的页面");
  await chooseOption(page, dialog.getByLabel("页面分类"), "首页");
  await dialog.getByRole("button", { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/decorate\/\d+$/);
  await expect(canvas()).toBeVisible();

  // Several components (a click on a tile adds it at the end), then the first one selected.
  for (const [title] of COMPONENTS)
    await palette().getByRole("button", { name: title, exact: true }).click();
  await expect(canvas().locator("[data-component-id]")).toHaveCount(5);
  await canvas().locator('[data-component-type="captiontext"]').click();
  await expect(page.getByRole("group", { name: "组件操作" })).toBeVisible();
});

test.afterAll(async () => {
  await page.context().close();
});

test("light theme: no serious or critical axe violation with a block selected; a dragged palette tile shows its face", async () => {
  await expect(page.locator("html")).toHaveAttribute("data-vitrine-theme", "light");
  expect(await editorViolations()).toEqual([]);
  // The palette's drag preview: the tile's face under the pointer, in the tile's colours.
  expect(await dragPreview()).toMatchObject(DRAG_PREVIEW);
  await expect(canvas().locator("[data-component-id]")).toHaveCount(COMPONENTS.length);
});

test("with only the stylesheet (no antd, no admin CSS) the editor's parts compute the same styles as in the admin app", async () => {
  const testInfo = test.info();
  const admin = await lookOf(page);
  expect(Object.keys(admin).filter((part) => admin[part] === "missing")).toEqual([]);
  await page.locator(".vt-editor").screenshot({ path: testInfo.outputPath("admin-app.png") });

  // The stylesheet-only host: the admin build's benchmark entry mounts <Editor> on a bare page
  // (no antd, no stylesheet); served here with the shipped dist/styles.css as its one stylesheet,
  // and with the tokens the admin app maps from its settings on <html>, as a host sets its own.
  const bench = await (await page.request.get("/editor-bench.html")).text();
  const html = await page.locator("html").evaluate((root) => ({
    style: root.getAttribute("style") ?? "",
    theme: root.getAttribute("data-vitrine-theme") ?? "light",
  }));
  const embedding = await page.context().newPage();
  await embedding.route("**/embed-look.html*", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: bench
        .replace("<html", `<html data-vitrine-theme="${html.theme}" style="${html.style}"`)
        .replace("</head>", `<style>${SHIPPED_STYLESHEET}</style></head>`),
    }),
  );
  try {
    await embedding.goto("/embed-look.html?n=1");
    await embedding.locator(".vt-editor").waitFor();
    // The same page: the same components in the same order, the first selected, the same name.
    await embedding.evaluate(
      ({ types, name }) => {
        const { editor } = (window as unknown as { __vitrineBench: { editor: BenchEditor } })
          .__vitrineBench;
        editor.reset();
        editor.updateSettings({ name });
        const ids = types.map((type) => {
          const result = editor.insert(type);
          if (!result.ok) throw new Error(result.message);
          return result.id;
        });
        editor.select(ids.slice(0, 1));
      },
      { types: COMPONENTS.map(([, type]) => type), name: PAGE_NAME },
    );
    await expect(embedding.getByRole("group", { name: "组件操作" })).toBeVisible();
    const alone = await lookOf(embedding);
    await embedding
      .locator(".vt-editor")
      .screenshot({ path: testInfo.outputPath("stylesheet-only.png") });
    expect(alone).toEqual(admin);
  } finally {
    await embedding.close();
  }
  for (const name of ["admin-app.png", "stylesheet-only.png"])
    await testInfo.attach(name, { path: testInfo.outputPath(name), contentType: "image/png" });
});

test("dark theme: no serious or critical axe violation with a block selected; a dragged palette tile shows its face", async () => {
  await page.getByRole("button", { name: "布局配置" }).click();
  const drawer = page.getByRole("dialog", { name: "布局配置" });
  await drawer.getByRole("switch", { name: "深色模式" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-vitrine-theme", "dark");
  await drawer.getByRole("button", { name: "关闭" }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("group", { name: "组件操作" })).toBeVisible();
  expect(await editorViolations()).toEqual([]);
  expect(await dragPreview()).toMatchObject(DRAG_PREVIEW);
});

test("every palette component: the selected block's action bar never covers the block; the tab bar sticks to the phone's bottom", async () => {
  // Every component the palette still offers (some allow one a page, already added above).
  const offered = await palette()
    .locator('.vt-tile:not(:disabled):not([aria-disabled="true"])')
    .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute("data-component-type") ?? ""));
  for (const type of offered)
    await palette().locator(`.vt-tile[data-component-type="${type}"]`).click();
  const blocks = canvas().locator("[data-component-id]");
  const types = await blocks.evaluateAll((all) =>
    all.map((block) => block.getAttribute("data-component-type")),
  );
  expect(new Set(types).size).toBe(22);

  // Each block selected in turn: its action bar's box and the block's do not meet, and the bar is
  // drawn where its box is (not clipped by the block's run nor covered).
  const overlaps: string[] = [];
  for (let i = 0; i < types.length; i++) {
    const block = blocks.nth(i);
    await block.locator(".vt-block__hit").click();
    const bar = page.getByRole("group", { name: "组件操作" });
    await expect(bar).toBeVisible();
    const found = await block.evaluate((element) => {
      // A tall block clicked in its middle may have its top, and the bar above it, scrolled off:
      // its top brought into view (with the blocks' scroll margin) shows the bar.
      element.scrollIntoView({ block: "start" });
      const chip = element.querySelector(".vt-block__actions") as HTMLElement | null;
      if (!chip) return "no action bar";
      const a = element.getBoundingClientRect();
      const b = chip.getBoundingClientRect();
      const meet = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const shown = chip.contains(
        document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2),
      );
      const over = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
      return meet
        ? "covers the block"
        : shown
          ? ""
          : `not drawn (${Math.round(b.top)}, under ${over?.closest("[data-component-type]")?.getAttribute("data-component-type") ?? over?.tagName})`;
    });
    if (found) overlaps.push(`${types[i]}: ${found}`);
  }
  expect(overlaps).toEqual([]);

  // The tab bar, last, at the bottom of the visible canvas while the page's top is shown.
  await canvas().evaluate((element) => element.scrollTo(0, 0));
  const tabBar = canvas().locator('[data-component-type="tabBar"]');
  const [bar, view] = await Promise.all([tabBar.boundingBox(), canvas().boundingBox()]);
  expect(bar && view && Math.round(view.y + view.height - (bar.y + bar.height))).toBe(0);
});
