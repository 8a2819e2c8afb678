import { createRequire } from "node:module";
import { expect, type Page, test } from "@playwright/test";
import { ADMIN } from "../credentials";

// exceljs is CommonJS; loaded through Node's own require, outside the test runner's module transform.
const ExcelJS = createRequire(import.meta.url)("exceljs") as typeof import("exceljs");

const VIEWER = {
  userName: "e2eviewer",
  password: "Viewer2024",
  mobile: "13800138000",
  email: "viewer@example.com",
};
const ROLE = { name: "E2E 用户查看", sign: "e2e_viewer" };

async function signIn(page: Page, userName: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("用户名").fill(userName);
  await page.getByLabel("密码").fill(password);
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Calls the API as the signed-in browser does: the token from its cookie as a bearer token. */
async function api<T>(page: Page, path: string, method: "GET" | "POST" = "POST"): Promise<T> {
  const cookies = await page.context().cookies();
  const token = cookies.find((c) => c.name === "vitrine-token")?.value ?? "";
  const response = await page.request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${decodeURIComponent(token)}` },
    data: method === "POST" ? {} : undefined,
  });
  const body = (await response.json()) as { code: number; data: T };
  expect(body.code).toBe(0);
  return body.data;
}

interface MenuItem {
  path: string;
  children?: MenuItem[];
}
const pathsOf = (items: MenuItem[]): string[] =>
  items.flatMap((item) => [item.path, ...pathsOf(item.children ?? [])]);

/** Ticks a row of the role form's grant tree, found by the path or permission it shows. */
async function grant(page: Page, shown: string) {
  const node = page.getByRole("dialog").locator(".ant-tree-treenode", { hasText: `· ${shown}` });
  await node.locator(".ant-tree-checkbox").first().click();
}

test("a role granting some menus and one button limits its user to them; the user list exports", async ({
  page,
}) => {
  await signIn(page, ADMIN.userName, ADMIN.password);

  // The administrator creates the role: the home page, the user screen, and its export button
  // (with the list permission the screen needs to show any rows).
  await page.goto("/system/role");
  await page.getByRole("button", { name: "新增", exact: true }).click();
  const roleDialog = page.getByRole("dialog");
  await roleDialog.getByLabel("角色名称").fill(ROLE.name);
  await roleDialog.getByLabel("角色标识").fill(ROLE.sign);
  await grant(page, "/home");
  await grant(page, "/system/user");
  await grant(page, "user:index");
  await grant(page, "user:export");
  await roleDialog.getByRole("button", { name: "确定" }).click();
  await expect(roleDialog).toBeHidden();
  await expect(page.getByRole("cell", { name: ROLE.sign })).toBeVisible();

  // ...and a user holding it.
  await page.goto("/system/user");
  await page.getByRole("button", { name: "新增", exact: true }).click();
  const userDialog = page.getByRole("dialog");
  await userDialog.getByLabel("用户名").fill(VIEWER.userName);
  await userDialog.getByLabel("手机号").fill(VIEWER.mobile);
  await userDialog.getByLabel("密码", { exact: true }).fill(VIEWER.password);
  await userDialog.getByLabel("确认密码").fill(VIEWER.password);
  await userDialog.getByLabel("邮箱").fill(VIEWER.email);
  await userDialog.getByLabel("描述").fill("只能查看和导出用户");
  // Picked by typing and Enter, as a keyboard user does: a click can land while the list is still
  // sliding open above the field and hit the option that was under the pointer a frame earlier.
  await userDialog.getByLabel("角色").fill(ROLE.name);
  await expect(
    page.locator(".ant-select-item-option-active", { hasText: ROLE.name }),
  ).toBeVisible();
  await userDialog.getByLabel("角色").press("Enter");
  await expect(
    userDialog.locator(".ant-select-selection-item", { hasText: ROLE.name }),
  ).toBeVisible();
  await userDialog.getByRole("button", { name: "确定" }).click();
  await expect(userDialog).toBeHidden();
  await expect(page.getByRole("cell", { name: VIEWER.userName })).toBeVisible();

  // Exporting the whole list gives a workbook holding both users' rows.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "导出全部" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const cells: string[] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    row.eachCell((cell) => {
      cells.push(String(cell.value));
    });
  });
  expect(cells).toContain(VIEWER.userName);
  expect(cells).toContain(ADMIN.userName);
  expect(cells).toContain(VIEWER.email);

  // The new user signs in: their menus and buttons are exactly the granted ones.
  await page.context().clearCookies();
  await signIn(page, VIEWER.userName, VIEWER.password);
  const menus = await api<MenuItem[]>(page, "/api/menu/getMenuListInfo");
  expect(pathsOf(menus).sort()).toEqual(["/home", "/system", "/system/user"]);
  const info = await api<{ authBtnList: string[] }>(page, "/api/user/getUserInfo", "GET");
  expect(info.authBtnList).toEqual(["user:export", "user:index"]);

  await page.goto("/system/user");
  await expect(page.getByRole("cell", { name: VIEWER.userName })).toBeVisible();
  await expect(page.getByRole("cell", { name: ADMIN.userName, exact: true })).toBeVisible();
  // The one granted button is offered; no other action is.
  await expect(page.getByRole("button", { name: "导出全部" })).toBeVisible();
  await expect(page.getByRole("button", { name: "导出选中" })).toBeVisible();
  for (const refused of ["新增", "修改", "删除", "批量删除"]) {
    await expect(page.getByRole("button", { name: refused, exact: true })).toHaveCount(0);
  }
  // Exporting the selection with nothing selected is refused with the spec's warning.
  await page.getByRole("button", { name: "导出选中" }).click();
  await expect(page.getByText("请先选择要导出的数据")).toBeVisible();
});
