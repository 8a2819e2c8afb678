import { type APIRequestContext, expect, test } from "@playwright/test";
import { ADMIN, COMMON } from "../credentials";
import { signIn } from "../sign-in";

// Issue 26: what an administrator sets on the config screen reaches every operator.

const SITE_DEFAULTS = {
  globalTitle: "Vitrine",
  primaryColor: "#409eff",
  lockScreenEnabled: false,
  lockScreenMinutes: 30,
  signInSms: true,
};

async function adminToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post("/api/login/doLogin", { data: ADMIN });
  return (await answer.json()).data.token as string;
}

// The settings are the whole site's: the next spec files must find the defaults again.
test.afterEach(async ({ request }) => {
  const token = await adminToken(request);
  const restored = await request.post("/api/settings/site", {
    data: SITE_DEFAULTS,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect((await restored.json()).code).toBe(0);
});

test("an administrator's title, colour and lock time reach another operator signing in elsewhere", async ({
  page,
  browser,
}) => {
  await signIn(page, ADMIN);
  await page.goto("/system/config");
  const main = page.getByRole("main");
  const title = main.getByRole("textbox", { name: "全局标题" });
  await title.fill("Shop admin");
  // The colour field: preset swatches and a hex text field labelled by the form item.
  await main.getByRole("textbox", { name: "默认主题色" }).fill("#ff5500");
  await main.getByRole("switch", { name: "开启锁屏" }).click();
  await main.getByRole("spinbutton", { name: "锁屏时间(分钟)" }).fill("2");
  await main.getByRole("button", { name: "保存站点设置" }).click();
  await expect(main.getByText("站点设置已保存，其他操作员在下次切换页面时生效")).toBeVisible();

  // Another browser, with a clock the test moves.
  const elsewhere = await browser.newContext();
  const operator = await elsewhere.newPage();
  await operator.clock.install();
  await operator.goto("/login");
  await expect(operator.getByRole("heading", { name: "欢迎登录 Shop admin" })).toBeVisible();
  await expect(operator).toHaveTitle("登录 - Shop admin");
  await signIn(operator, COMMON);
  await expect(operator).toHaveTitle(/ - Shop admin$/);
  // The site's primary colour draws the selected menu entry.
  await expect
    .poll(() =>
      operator
        .locator(".ant-menu-item-selected")
        .first()
        .evaluate((item) => getComputedStyle(item).color),
    )
    .toBe("rgb(255, 85, 0)");

  // Locked after the site's 2 idle minutes, not the built-in 30 (and not before).
  const lock = operator.getByRole("dialog", { name: "屏幕已锁定" });
  await operator.clock.fastForward("01:50");
  await expect(lock).toHaveCount(0);
  await operator.clock.fastForward("00:11");
  await expect(lock).toBeVisible();
  await elsewhere.close();
});

test("turning SMS sign-in off removes its tab and the server refuses it", async ({
  page,
  browser,
}) => {
  await signIn(page, ADMIN);
  await page.goto("/system/config");
  const main = page.getByRole("main");
  await main.getByRole("switch", { name: "手机验证码登录" }).click();
  await main.getByRole("button", { name: "保存站点设置" }).click();
  await expect(main.getByText("站点设置已保存，其他操作员在下次切换页面时生效")).toBeVisible();

  const elsewhere = await browser.newContext();
  const visitor = await elsewhere.newPage();
  await visitor.goto("/login");
  await expect(visitor.getByRole("tab", { name: "扫码登录" })).toBeVisible();
  await expect(visitor.getByRole("tab", { name: "手机号登录" })).toHaveCount(0);
  const refused = await visitor.request.post("/api/login/sendCode", {
    data: { mobile: "13800000001" },
  });
  expect(await refused.json()).toMatchObject({
    code: 1,
    msg: "该登录方式已被管理员关闭，请使用其他方式登录",
  });
  await elsewhere.close();
});
