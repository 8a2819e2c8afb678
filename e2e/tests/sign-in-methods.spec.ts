import { type Browser, expect, type Page, test } from "@playwright/test";
import { ADMIN, COMMON } from "../credentials";

// The seeded administrator's mobile number (packages/server/src/seed/seed.ts).
const ADMIN_MOBILE = "13800000001";

async function signInWithPassword(page: Page, user: { userName: string; password: string }) {
  await page.goto("/login");
  await page.getByLabel("用户名").fill(user.userName);
  await page.getByLabel("密码").fill(user.password);
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** A second, already signed-in browser (the "phone" that confirms a QR code). */
async function signedInToken(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithPassword(page, ADMIN);
  const token = (await context.cookies()).find((c) => c.name === "vitrine-token")?.value;
  expect(token).toBeTruthy();
  return { context, token: token as string };
}

const homeUserName = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("row", { name: /用户名/ })
    .getByRole("cell");

test("signs in by mobile code, read from the development sender, and reaches /home", async ({
  page,
}) => {
  await page.goto("/login?redirect=%2Fhome");
  await page.getByRole("tab", { name: "手机号登录" }).click();
  await page.getByRole("textbox", { name: "手机号" }).fill(ADMIN_MOBILE);
  const send = page.getByRole("button", { name: "获取验证码" });
  await send.click();
  await expect(page.getByRole("status")).toHaveText("验证码已发送，5 分钟内有效");
  // The resend countdown holds the button back.
  await expect(page.getByRole("button", { name: /秒后重新获取/ })).toBeDisabled();

  // Outside production the development sender keeps the last code where tests can read it.
  const answer = await page.request.get(`/api/dev/sms/last?mobile=${ADMIN_MOBILE}`);
  const code = (await answer.json()).data.code as string;
  expect(code).toMatch(/^\d{6}$/);

  // A wrong code first: the server's message is shown and the page stays.
  const wrong = code === "000000" ? "111111" : "000000";
  await page.getByRole("textbox", { name: "验证码" }).fill(wrong);
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page.getByRole("alert")).toContainText("验证码错误或已过期");
  await expect(page).toHaveURL(/\/login/);

  await page.getByRole("textbox", { name: "验证码" }).fill(code);
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(homeUserName(page)).toHaveText(ADMIN.userName);
});

test("signs in by QR code confirmed from a second signed-in browser", async ({ page, browser }) => {
  await page.goto("/login?redirect=%2Flimits%2FfrontEnd%2Fbtn");
  const created = page.waitForResponse((r) => r.url().endsWith("/api/login/qrCreate"));
  await page.getByRole("tab", { name: "扫码登录" }).click();
  const qrId = (await (await created).json()).data.qrId as string;
  await expect(page.getByRole("img", { name: "登录二维码" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("请使用已登录的账号在个人中心扫码确认");

  const phone = await signedInToken(browser);
  const confirm = await phone.context.request.post("/api/login/qrConfirm", {
    data: { qrId },
    headers: { Authorization: `Bearer ${phone.token}` },
  });
  expect((await confirm.json()).code).toBe(0);

  // The page's next poll receives the token and continues to the redirect target.
  await expect(page).toHaveURL(/\/limits\/frontEnd\/btn$/);
  await expect(page.getByRole("main").getByRole("heading", { name: "按钮权限" })).toBeVisible();
  await phone.context.close();
});

test("the lock screen survives a reload, refuses a wrong password and opens with the right one", async ({
  page,
}) => {
  await signInWithPassword(page, COMMON);
  await page.evaluate(() => localStorage.setItem("vitrine:isLocked", "true"));
  await page.reload();

  const lock = page.getByRole("dialog", { name: "屏幕已锁定" });
  await expect(lock).toBeVisible();
  await expect(lock).toContainText(`当前用户：${COMMON.userName}`);
  // Nothing beneath can be reached by keyboard: Tab never lands inside the app behind the lock.
  for (let press = 0; press < 8; press++) {
    await page.keyboard.press("Tab");
    expect(
      await page.evaluate(() => document.getElementById("root")?.contains(document.activeElement)),
    ).toBe(false);
  }

  const password = lock.getByLabel("请输入登录密码解锁");
  await password.fill("not-the-password");
  await lock.getByRole("button", { name: "解锁" }).click();
  await expect(lock.getByRole("alert")).toContainText("密码错误");

  await page.reload();
  await expect(lock).toBeVisible();
  await password.fill(COMMON.password);
  await lock.getByRole("button", { name: "解锁" }).click();
  await expect(lock).toHaveCount(0);
  await expect(homeUserName(page)).toHaveText(COMMON.userName);
  expect(await page.evaluate(() => localStorage.getItem("vitrine:isLocked"))).toBeNull();

  // Unlocked stays unlocked after a reload.
  await page.reload();
  await expect(homeUserName(page)).toHaveText(COMMON.userName);
  await expect(lock).toHaveCount(0);
});

test("the screen locks itself after the configured idle minutes", async ({ page, request }) => {
  // The idle lock is a site setting (issue 26): an administrator turns it on for everyone.
  const admin = (await (await request.post("/api/login/doLogin", { data: ADMIN })).json()).data
    .token as string;
  const setLock = (lockScreenEnabled: boolean, lockScreenMinutes: number) =>
    request.post("/api/settings/site", {
      data: { lockScreenEnabled, lockScreenMinutes },
      headers: { Authorization: `Bearer ${admin}` },
    });
  await setLock(true, 1);
  try {
    await page.clock.install();
    await signInWithPassword(page, COMMON);
    await expect(homeUserName(page)).toHaveText(COMMON.userName);
    // The app holds the site's lock once the settings it keeps say so.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("vitrine:settings") ?? ""))
      .toContain('"lockScreenTime":1,');
    const lock = page.getByRole("dialog", { name: "屏幕已锁定" });
    await page.clock.fastForward("00:30");
    await expect(lock).toHaveCount(0);
    await page.clock.fastForward("00:31");
    await expect(lock).toBeVisible();
  } finally {
    await setLock(false, 30);
  }
});
