import { expect, type Page } from "@playwright/test";

/** Turns the admin app's dark mode on or off through its settings drawer, as an operator does. */
async function setDark(page: Page, dark: boolean) {
  await page.getByRole("button", { name: "布局配置" }).click();
  const drawer = page.getByRole("dialog", { name: "布局配置" });
  const toggle = drawer.getByRole("switch", { name: "深色模式" });
  if ((await toggle.getAttribute("aria-checked")) !== String(dark)) await toggle.click();
  await expect(page.locator("html")).toHaveAttribute("data-vitrine-theme", dark ? "dark" : "light");
  await drawer.getByRole("button", { name: "关闭" }).click();
  await expect(drawer).toBeHidden();
}

/**
 * Saves the window as `<name>.png` in the light theme and `<name>-dark.png` in the dark one (the
 * pictures of docs/screenshots, taken only when E2E_SCREENSHOTS is set), and leaves the light theme
 * on, so the test goes on as it was.
 */
export async function saveBothThemes(page: Page, folder: string, name: string) {
  await page.screenshot({ path: `${folder}${name}.png` });
  await setDark(page, true);
  await page.screenshot({ path: `${folder}${name}-dark.png` });
  await setDark(page, false);
}
