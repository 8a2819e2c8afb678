import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Picks the option titled `title` in an antd Select and waits until its list has closed (a click
 * on an option closes it only by choosing it). A click that lands while the list is still opening
 * (its motion, or a re-render of the virtual list on a busy machine) can choose nothing and leave
 * the list open over the buttons below it; the whole step is then tried again from the select's
 * state, never after a fixed wait.
 */
export async function chooseOption(page: Page, select: Locator, title: string) {
  const openList = page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)");
  await expect(async () => {
    if ((await openList.count()) === 0) await select.click();
    await openList.getByTitle(title, { exact: true }).click({ timeout: 10_000 });
    await expect(openList).toHaveCount(0, { timeout: 10_000 });
  }).toPass();
}
