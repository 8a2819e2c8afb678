import { expect, type Page } from "@playwright/test";
import { ADMIN } from "./credentials";

/**
 * Signs in through the password form, as an operator does, and waits for the home page: the one
 * sign-in every spec starts from (the sign-in specs themselves test the form's other paths).
 */
export async function signIn(
  page: Page,
  user: { userName: string; password: string } = ADMIN,
): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("用户名").fill(user.userName);
  await page.getByLabel("密码", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page).toHaveURL(/\/home$/);
}
