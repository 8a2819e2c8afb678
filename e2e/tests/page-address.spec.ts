import { expect, test } from "@playwright/test";
import { api } from "../api";
import { ADMIN } from "../credentials";

// Issue 32 part A: an operator finds a published page's public address in the page list, gives it
// a slug, and the address opens the page as a shopper sees it (a missing one the designed 404).
const STAMP = Date.now() % 100000;
const NAME = `E2E地址${STAMP}`;
const SLUG = `e2e-address-${STAMP}`;

test("the page list's address opens the published page", async ({ page, context }) => {
  await page.goto("/login");
  await page.getByLabel("用户名").fill(ADMIN.userName);
  await page.getByLabel("密码").fill(ADMIN.password);
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page).toHaveURL(/\/home$/);
  const added = await api<{ id: number }>(page, "/api/page/add", {
    name: NAME,
    details: "地址测试",
    classification: "activity",
    document: {
      schemaVersion: 1,
      settings: { name: NAME, details: "地址测试", classification: "activity" },
      components: [{ id: "n1", type: "notice", props: { noticeText: `欢迎光临${STAMP}` } }],
    },
  });
  await api(page, "/api/page/publish", { id: added.id });

  await page.goto("/decorate");
  await page.getByRole("button", { name: `访问地址 ${NAME}` }).click();
  const dialog = page.getByRole("dialog").filter({ hasText: `访问地址：${NAME}` });
  await expect(dialog.locator("code")).toHaveText(new RegExp(`/s/page-${added.id}$`));
  await expect(dialog.getByRole("img", { name: `打开「${NAME}」的二维码` })).toBeVisible();

  await dialog.getByLabel("页面地址").fill(SLUG);
  await dialog.getByRole("button", { name: "保存地址" }).click();
  await expect(dialog.locator("code")).toHaveText(new RegExp(`/s/${SLUG}$`));

  const [shopper] = await Promise.all([
    context.waitForEvent("page"),
    dialog.getByRole("link", { name: "打开" }).click(),
  ]);
  await expect(shopper).toHaveURL(new RegExp(`/s/${SLUG}$`));
  await expect(shopper.getByText(`欢迎光临${STAMP}`)).toBeVisible();

  // A refused slug says why in the dialog and keeps the address.
  await dialog.getByLabel("页面地址").fill("search");
  await dialog.getByRole("button", { name: "保存地址" }).click();
  await expect(dialog.getByText("“search”是店铺保留的地址，请换一个")).toBeVisible();

  const missing = await shopper.goto("/s/no-such-page-here");
  expect(missing?.status()).toBe(404);
  await expect(shopper.getByRole("heading", { name: "页面不存在" })).toBeVisible();
});
