import { expect, type Page, test } from "@playwright/test";
import { ADMIN, COMMON } from "../credentials";

async function signInAs(page: Page, user: { userName: string; password: string }) {
  await page.goto("/login");
  await page.getByLabel("用户名").fill(user.userName);
  await page.getByLabel("密码").fill(user.password);
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page).toHaveURL(/\/home$/);
}

test("admin sees the system menu and the common user test does not", async ({ browser }) => {
  const adminPage = await (await browser.newContext()).newPage();
  await signInAs(adminPage, ADMIN);
  const adminMenu = adminPage.getByRole("navigation", { name: "菜单" });
  await expect(adminMenu.getByText("系统设置")).toBeVisible();

  const testPage = await (await browser.newContext()).newPage();
  await signInAs(testPage, COMMON);
  const testMenu = testPage.getByRole("navigation", { name: "菜单" });
  await expect(testMenu.getByText("权限管理")).toBeVisible();
  await expect(testMenu.getByText("系统设置")).toHaveCount(0);
});

test("test typing /system/user lands on /401, whose button leads back to sign-in", async ({
  page,
}) => {
  await signInAs(page, COMMON);
  await page.goto("/system/user");
  await expect(page).toHaveURL(/\/401$/);
  await expect(page.getByRole("heading", { name: "您未被授权，没有操作权限" })).toBeVisible();
  await page.getByRole("button", { name: "重新授权" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("a permission-gated button is absent for test and the server refuses its call", async ({
  page,
}) => {
  await signInAs(page, COMMON);
  await page.goto("/limits/frontEnd/btn");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "按钮权限" })).toBeVisible();
  await expect(main.getByRole("button", { name: "新增", exact: true })).toBeVisible();
  await expect(main.getByRole("button", { name: "删除", exact: true })).toHaveCount(0);

  // Hiding is not the protection: the same session calling a refused action gets 403.
  const token = (await page.context().cookies()).find((c) => c.name === "vitrine-token")?.value;
  expect(token).toBeTruthy();
  const refused = await page.request.get("/api/user/del?id=999", {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
});

test("the version prompt appears when the stored version differs", async ({ page }) => {
  await signInAs(page, ADMIN);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.evaluate(() => localStorage.setItem("vitrine:version", JSON.stringify("2.4.0")));
  await page.reload();
  const prompt = page.getByRole("dialog");
  await expect(prompt).toContainText("2.4.33");
  await prompt.getByRole("button", { name: "确认更新" }).click();
  await expect(prompt).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("vitrine:version"))).toBe(
    JSON.stringify("2.4.33"),
  );
});
