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
 * What the bench acts on, read from the page's document once the page's script has run and its
 * last component is in the DOM (the page is drawn when it is): the last component, the first
 * caption text (whose title is typed into) and the middle of its block's button on the screen, the
 * last 10 captions (deleted), and the position of the pointer drag: the first block from the second
 * on that is a caption followed by a caption, or a notice followed by a video. Those pairs swap back
 * and forth on every drag and hold no image (the fixture's image addresses never load here). On the
 * captions page these are cap-n, cap-1, cap-n...cap-(n-9) and position 1, as before the all-types
 * page. One wait inside the page (polled each frame), not a wait for the script, a second for the
 * last block and a third for the caption's place: each round trip was counted in the load figure.
 */
export async function pageTargets(page) {
  const handle = await page.waitForFunction(() => {
    const bench = window.__vitrineBench;
    if (bench === undefined) return false;
    const components = bench.editor.getDocument().components;
    const last = components.at(-1).id;
    const block = (id) => document.querySelector(`main [data-component-id="${CSS.escape(id)}"]`);
    if (!block(last)) return false;
    const captions = components.filter((c) => c.type === "captiontext").map((c) => c.id);
    const box = block(captions[0]).getBoundingClientRect();
    const pairs = [
      ["captiontext", "captiontext"],
      ["notice", "videoss"],
    ];
    const dragAt = components.findIndex(
      (c, i) => i >= 1 && pairs.some(([a, b]) => c.type === a && components[i + 1]?.type === b),
    );
    return {
      last,
      caption: captions[0],
      captionAt: { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 20) },
      deletes: captions.slice(-10).reverse(),
      dragAt,
    };
  });
  return handle.jsonValue();
}

/**
 * Opens the first caption's settings as an operator does, and puts the focus in its title field:
 * a real click (pointer events through the browser's input) on the block where pageTargets saw it,
 * then, in the page, the field focused on the first frame the panel shows it. Without Playwright's
 * actionability checks on the block (visible, stable over two frames, hit target), whose round
 * trips were about 60 ms of the load figure, nor its locator's retries (20, 50, 100 ms apart), which
 * added up to a few hundred when the panel was not drawn at the first try. The block has not moved
 * since the page was drawn, and a click that missed would leave no title field to focus, so the
 * bench stops rather than measure the wrong thing.
 */
export async function openCaptionTitle(page, targets) {
  await page.mouse.click(targets.captionAt.x, targets.captionAt.y);
  await page.waitForFunction(() => {
    const panel = document.querySelector('aside[aria-label="设置面板"]');
    const label = [...(panel?.querySelectorAll("label") ?? [])].find(
      (l) => l.textContent.trim() === "标题内容",
    );
    if (!label?.control) return false;
    label.control.focus();
    return document.activeElement === label.control;
  });
  return titleField(page);
}
