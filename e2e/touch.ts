import type { BrowserContext, Page } from "@playwright/test";

export type TouchType = "touchStart" | "touchMove" | "touchEnd";

/**
 * A real finger on `page`: touch events from the browser's input pipeline (CDP), not script-made
 * ones, so the page's touch handling is what a phone's would be. The context needs `hasTouch`.
 */
export async function fingerOn(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  return (type: TouchType, x: number, y: number) =>
    cdp.send("Input.dispatchTouchEvent", {
      type,
      touchPoints: type === "touchEnd" ? [] : [{ x, y }],
    });
}
