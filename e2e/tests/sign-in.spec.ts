import { expect, type Page, test } from "@playwright/test";
import { ADMIN } from "../credentials";

async function signIn(page: Page, userName: string, password: string) {
  await page.getByLabel("用户名").fill(userName);
  await page.getByLabel("密码").fill(password);
  await page.getByRole("button", { name: "登录" }).click();
}

test("signs in through the form, stays signed in across a reload, and signs out", async ({
  page,
}) => {
  await page.goto("/login");
  await signIn(page, ADMIN.userName, ADMIN.password);
  await expect(page).toHaveURL(/\/home$/);
  const main = page.getByRole("main");
  const userName = main.getByRole("row", { name: /用户名/ }).getByRole("cell");
  await expect(userName).toHaveText(ADMIN.userName);
  await expect(main.getByRole("row", { name: /角色/ })).toContainText("admin");
  await expect(main.getByRole("row", { name: /登录时间/ })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  await expect(userName).toHaveText(ADMIN.userName);

  // A signed-in visit to /login goes to /home.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/home$/);

  await page.getByRole("button", { name: "退出登录" }).click();
  const confirm = page.getByRole("dialog");
  await expect(confirm).toContainText("此操作将退出登录, 是否继续?");
  await confirm.getByRole("button", { name: "确定" }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel("用户名")).toBeVisible();

  // The revoked session does not come back on reload.
  await page.goto("/home");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhome/);
});

test("a wrong password shows the server's message", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, ADMIN.userName, "not-the-password");
  await expect(page.getByRole("alert")).toContainText("用户名或密码错误");
  await expect(page).toHaveURL(/\/login/);
});

test("a deep link without a session is restored after sign-in", async ({ page }) => {
  await page.goto("/limits/frontEnd/btn?tab=2");
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get("redirect")).toBe("/limits/frontEnd/btn?tab=2");
  await signIn(page, ADMIN.userName, ADMIN.password);
  await expect(page).toHaveURL(/\/limits\/frontEnd\/btn\?tab=2$/);
});
