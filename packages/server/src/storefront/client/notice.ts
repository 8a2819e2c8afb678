/**
 * The notice bar on a published page: text wider than its bar scrolls from right to left, after
 * 1 s, at 100 px/s, as the preview does (editor-react's notice-scroll.ts has the same figures).
 * Server markup shows the text's start standing still; the script starts the movement (the Web
 * Animations API: no stylesheet or inline script needed).
 */

export const DELAY_MS = 1000;
export const SPEED_PX_PER_S = 100;

/** How long one pass takes (text wholly out from the right edge), or null when the text fits. */
export function noticePass(textWidth: number, boxWidth: number): number | null {
  if (!(boxWidth > 0) || !(textWidth - boxWidth > 1)) return null;
  return ((textWidth + boxWidth) / SPEED_PX_PER_S) * 1000;
}

function enhance(root: HTMLElement, win: Window) {
  const line = root.querySelector<HTMLElement>("[data-sf-notice-line]");
  const box = line?.parentElement;
  if (!line || !box || typeof line.animate !== "function") return;
  if (win.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
  const width = line.getBoundingClientRect().width;
  const boxWidth = box.clientWidth;
  const duration = noticePass(width, boxWidth);
  if (duration === null) return;
  root.setAttribute("role", "marquee");
  root.dataset.noticeScrolling = "";
  // The text starts where it stands, leaves on the left, then comes in again from the right.
  const start = boxWidth / (width + boxWidth);
  line.animate(
    [
      { transform: "translateX(0)", offset: 0 },
      { transform: `translateX(-${width}px)`, offset: 1 - start },
      { transform: `translateX(${boxWidth}px)`, offset: 1 - start },
      { transform: "translateX(0)", offset: 1 },
    ],
    { duration, delay: DELAY_MS, iterations: Number.POSITIVE_INFINITY, easing: "linear" },
  );
}

/** Every notice bar under `scope`. */
export function enhanceNotices(scope: ParentNode, win: Window = window) {
  for (const root of scope.querySelectorAll<HTMLElement>('[data-sf="notice"]')) enhance(root, win);
}
