import { expect, type Locator, type Page } from "@playwright/test";

/**
 * The open dialog holding `text`, once its opening motion has finished. antd zooms a dialog in;
 * a click aimed at its button while it still grows can land beside it, on the mask, which closes
 * the dialog (CI saw 确定 "clicked" and the dialog gone). Waiting for the dialog's finite
 * animations to end is a state, not a fixed wait: a spinner's endless animation is ignored.
 */
export async function openDialog(page: Page, text: string | RegExp): Promise<Locator> {
  const dialog = page.getByRole("dialog").filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await expect
    .poll(() =>
      dialog.evaluate((node) => {
        const modal = node.closest(".ant-modal-wrap, .ant-drawer") ?? node;
        return modal
          .getAnimations({ subtree: true })
          .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
          .filter((a) => a.playState === "running" || a.pending).length;
      }),
    )
    .toBe(0);
  return dialog;
}
