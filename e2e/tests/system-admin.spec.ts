import { createRequire } from "node:module";
import { expect, type Page, test } from "@playwright/test";
import { ADMIN } from "../credentials";
import { signIn } from "../sign-in";

// exceljs is CommonJS; loaded through Node's own require, outside the test runner's module transform.
const ExcelJS = createRequire(import.meta.url)("exceljs") as typeof import("exceljs");

const VIEWER = {
  userName: "e2eviewer",
  password: "Viewer2024",
  mobile: "13800138000",
  email: "viewer@example.com",
};
const ROLE = { name: "E2E 用户查看", sign: "e2e_viewer" };

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

/** Ticks a row of the role form's grant tree, found by the path or permission it shows. */
async function grant(page: Page, shown: string) {
  const node = page.getByRole("dialog").locator(".ant-tree-treenode", { hasText: `· ${shown}` });
  await node.locator(".ant-tree-checkbox").first().click();
}

// Menus grant routes; a permission comes only from a button row (auth/access.ts), and every module
// screen needs its `<m>:index` button to list anything. So the one button granted here is one of the
// button-permission screen's, which lists nothing: 删除 (btn.del), which only admin has by default.
test("a role granting some menus and one button limits its user to them; the user list exports", async ({
  page,
}) => {
  await signIn(page, ADMIN);

  // The administrator creates the role: the home page, the button-permission page and one of its
  // buttons. Ticking a row also ticks the menus above it.
  await page.goto("/system/role");
  await page.getByRole("button", { name: "新增", exact: true }).click();
  const roleDialog = page.getByRole("dialog");
  await roleDialog.getByLabel("角色名称").fill(ROLE.name);
  await roleDialog.getByLabel("角色标识").fill(ROLE.sign);
  await grant(page, "/home");
  await grant(page, "/limits/frontEnd/btn");
  await grant(page, "btn.del");
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
  await userDialog.getByLabel("描述").fill("只能看到按钮权限页和其中的删除按钮");
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

  // The new user signs in. Opening the granted page unfolds its branch of the side menu, which
  // holds exactly the granted menus (with the menus above them) and nothing else.
  await page.context().clearCookies();
  await signIn(page, VIEWER);
  await page.goto("/limits/frontEnd/btn");
  const sideMenu = page.getByRole("navigation", { name: "菜单" });
  await expect(sideMenu.getByRole("menuitem")).toHaveText([
    "首页",
    "权限管理",
    "前端控制",
    "按钮权限",
  ]);
  for (const other of ["系统设置", "角色管理", "用户管理", "后端控制", "页面权限"]) {
    await expect(sideMenu.getByRole("menuitem", { name: other })).toHaveCount(0);
  }
  const info = await api<{ authBtnList: string[] }>(page, "/api/user/getUserInfo", "GET");
  expect(info.authBtnList).toEqual(["btn.del"]);

  // The one granted button is on the page; the page's other buttons are not.
  const main = page.getByRole("main");
  await expect(main.getByRole("button", { name: "删除", exact: true })).toBeVisible();
  for (const refused of ["新增", "编辑", "链接"]) {
    await expect(main.getByRole("button", { name: refused, exact: true })).toHaveCount(0);
  }

  // A screen the role was not given is refused, though its address is typed.
  await page.goto("/system/role");
  await expect(page).toHaveURL(/\/401$/);
});

// Dictionaries feed the selects of the system screens: an operator's new label is what the next
// form offers. The config form's value types are used here, which no other test reads.
test("a dictionary item's edited label is what the form's select offers", async ({ page }) => {
  const edited = "JSON 文本";
  await signIn(page, ADMIN);
  await page.goto("/system/dic");
  const types = page.getByRole("main");
  await types
    .getByRole("row", { name: /config_type/ })
    .getByRole("button", { name: "字典项" })
    .click();
  const items = page.getByRole("dialog", { name: /字典项/ });
  await items.getByRole("row", { name: /json/ }).getByRole("button", { name: "修改" }).click();
  const itemDialog = page.getByRole("dialog", { name: "修改" });
  await itemDialog.getByLabel("字典标签").fill(edited);
  await itemDialog.getByRole("button", { name: "确定" }).click();
  await expect(itemDialog).toBeHidden();
  await expect(items.getByRole("cell", { name: edited })).toBeVisible();

  await page.goto("/system/config");
  await page.getByRole("main").getByRole("button", { name: "新增", exact: true }).click();
  const configDialog = page.getByRole("dialog");
  await configDialog.getByLabel("值类型").click();
  await expect(page.locator(".ant-select-item-option", { hasText: edited })).toBeVisible();
  await expect(page.locator(".ant-select-item-option", { hasText: /^json$/ })).toHaveCount(0);
});
