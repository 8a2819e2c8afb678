import { expect, type Locator, type Page, test } from "@playwright/test";
import { ADMIN, COMMON } from "../credentials";
import { signIn } from "../sign-in";

test("admin sees the system menu and the common user test does not", async ({ browser }) => {
  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, ADMIN);
  const adminMenu = adminPage.getByRole("navigation", { name: "菜单" });
  await expect(adminMenu.getByText("系统设置")).toBeVisible();

  const testPage = await (await browser.newContext()).newPage();
  await signIn(testPage, COMMON);
  const testMenu = testPage.getByRole("navigation", { name: "菜单" });
  await expect(testMenu.getByText("权限管理")).toBeVisible();
  await expect(testMenu.getByText("系统设置")).toHaveCount(0);
});

test("test typing /system/user lands on /401, whose button leads back to sign-in", async ({
  page,
}) => {
  await signIn(page, COMMON);
  await page.goto("/system/user");
  await expect(page).toHaveURL(/\/401$/);
  await expect(page.getByRole("heading", { name: "您未被授权，没有操作权限" })).toBeVisible();
  await page.getByRole("button", { name: "重新授权" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("the user list's delete button: admin's works, test's is absent and its call is refused", async ({
  browser,
}) => {
  /** The API as a signed-in page calls it: its token as a bearer token, in the app's language. */
  const callAs = async (page: Page, method: "GET" | "POST", path: string, data?: object) => {
    const cookie = (await page.context().cookies()).find((c) => c.name === "vitrine-token");
    expect(cookie?.value).toBeTruthy();
    const response = await page.request.fetch(path, {
      method,
      headers: {
        Authorization: `Bearer ${decodeURIComponent(cookie?.value ?? "")}`,
        "Accept-Language": "zh-CN",
      },
      data: method === "POST" ? (data ?? {}) : undefined,
    });
    return { status: response.status(), body: await response.json() };
  };
  const dataOf = async (page: Page, method: "GET" | "POST", path: string, data?: object) => {
    const { body } = await callAs(page, method, path, data);
    expect(body.code, JSON.stringify(body)).toBe(0);
    return body.data;
  };
  interface MenuRow {
    id: number;
    path: string;
    permission: string;
    children?: MenuRow[];
  }
  const flatten = (rows: MenuRow[]): MenuRow[] =>
    rows.flatMap((row) => [row, ...flatten(row.children ?? [])]);
  // The same locator for both users, so its absence for test cannot come from a misspelt name.
  const deleteIn = (scope: Locator) => scope.getByRole("button", { name: /^删\s?除$/ });

  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, ADMIN);

  // test's role (common) may open the user list (user:index) but is not granted user:del, so the
  // screen is the same for both and only the permission tells the delete button apart.
  const menus = flatten(await dataOf(adminPage, "POST", "/api/menu/list"));
  const idOf = (match: (row: MenuRow) => boolean) => menus.find(match)?.id as number;
  const opened = [
    idOf((m) => m.path === "/system"),
    idOf((m) => m.path === "/system/user"),
    idOf((m) => m.permission === "user:index"),
  ];
  expect(opened.every(Number.isInteger)).toBe(true);
  const roles: Array<{ id: number; sign: string; menuIds: number[] }> = await dataOf(
    adminPage,
    "POST",
    "/api/role/list",
  );
  const common = roles.find((r) => r.sign === "common");
  expect(common).toBeTruthy();
  const commonMenus = common?.menuIds ?? [];
  const scratch = {
    username: "e2egated",
    mobile: "13912340001",
    email: "gated@example.com",
    password: "Gated2024",
    confirmPassword: "Gated2024",
    description: "Deleted by the permission test",
    status: 1,
    roleIds: [common?.id],
  };
  let scratchId: number | undefined;
  try {
    await dataOf(adminPage, "POST", "/api/role/add", {
      id: common?.id,
      menuIds: [...new Set([...commonMenus, ...opened])],
    });
    scratchId = (await dataOf(adminPage, "POST", "/api/user/add", scratch)).id as number;
    const delCall = `/api/user/del?id=${scratchId}`;

    // test sees the list, the scratch user in it, and no delete button, per row or for a selection.
    const testPage = await (await browser.newContext()).newPage();
    await signIn(testPage, COMMON);
    await testPage.goto("/system/user");
    const testRow = testPage.getByRole("row").filter({ hasText: scratch.username });
    await expect(testRow).toBeVisible();
    await expect(deleteIn(testRow)).toHaveCount(0);
    await expect(testPage.getByRole("button", { name: "批量删除" })).toHaveCount(0);

    // Hiding is not the protection: the call that button makes, from test's session, is refused
    // with the server's message, and the user is still there.
    const refused = await callAs(testPage, "GET", delCall);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 403, msg: "没有权限执行此操作" });
    expect((await dataOf(adminPage, "GET", `/api/user/info?id=${scratchId}`)).username).toBe(
      scratch.username,
    );

    // admin has the same button on the same row, and it makes that very call, which succeeds.
    await adminPage.goto("/system/user");
    const adminRow = adminPage.getByRole("row").filter({ hasText: scratch.username });
    await expect(adminRow).toBeVisible();
    await deleteIn(adminRow).click();
    const confirm = adminPage.getByRole("tooltip").filter({ hasText: "确定删除吗？" });
    await expect(confirm).toBeVisible();
    const sent = adminPage.waitForRequest((r) => new URL(r.url()).pathname === "/api/user/del");
    await confirm.getByRole("button", { name: /^确\s?定$/ }).click();
    const request = await sent;
    const url = new URL(request.url());
    expect(`${request.method()} ${url.pathname}${url.search}`).toBe(`GET ${delCall}`);
    expect(await (await request.response())?.json()).toMatchObject({ code: 0 });
    await expect(adminPage.getByText("删除成功")).toBeVisible();
    await expect(adminRow).toHaveCount(0);
    const gone = await callAs(adminPage, "GET", `/api/user/info?id=${scratchId}`);
    expect(gone.body.code).toBe(1);
    scratchId = undefined;
  } finally {
    // The next tests see the seeded grants and users again.
    await dataOf(adminPage, "POST", "/api/role/add", { id: common?.id, menuIds: commonMenus });
    if (scratchId !== undefined) await dataOf(adminPage, "GET", `/api/user/del?id=${scratchId}`);
  }
});

test("the version prompt appears when the stored version differs", async ({ page }) => {
  await signIn(page, ADMIN);
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
