// The editor benchmark page's parts the browser benches act on (editor-browser, editor-load-profile).

/**
 * The caption's title field in the settings panel. Looked up inside the panel (a CSS selector
 * first): Playwright's label lookup over the whole page read every element's labels, 30,000 at
 * 5,000 components, and that scan (about 0.4 s there) was counted as the editor's load. The other
 * controls are found the same way, inside their part of the editor.
 */
export const titleField = (page) =>
  page.locator('aside[aria-label="设置面板"]').getByLabel("标题内容");

/**
 * What the bench acts on, read from the page's document once the page's script has run: the last
 * component (the page is drawn when it is), the first caption text (whose title is typed into), the
 * last 10 captions (deleted), and the position of the pointer drag: the first block from the second
 * on that is a caption followed by a caption, or a notice followed by a video. Those pairs swap
 * back and forth on every drag and hold no image (the fixture's image addresses never load here).
 * On the captions page these are cap-n, cap-1, cap-n...cap-(n-9) and position 1, as before the
 * all-types page.
 */
export async function pageTargets(page) {
  await page.waitForFunction(() => window.__vitrineBench !== undefined);
  return page.evaluate(() => {
    const components = window.__vitrineBench.editor.getDocument().components;
    const captions = components.filter((c) => c.type === "captiontext").map((c) => c.id);
    const pairs = [
      ["captiontext", "captiontext"],
      ["notice", "videoss"],
    ];
    const dragAt = components.findIndex(
      (c, i) => i >= 1 && pairs.some(([a, b]) => c.type === a && components[i + 1]?.type === b),
    );
    return {
      last: components.at(-1).id,
      caption: captions[0],
      deletes: captions.slice(-10).reverse(),
      dragAt,
    };
  });
}
