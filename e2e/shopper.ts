import { type Browser, expect, type Page } from "@playwright/test";

/** A phone: 390 px wide, touch, the shop's pages as a shopper's browser shows them. */
export async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  return context.newPage();
}

/**
 * On the shop's sign-in page: asks for the SMS code, reads it from the development sender and
 * signs in, as a shopper types it. The page then goes where the sign-in's `next` says.
 */
export async function signInBySms(page: Page, mobile: string): Promise<void> {
  await expect(page).toHaveURL(/\/s\/account\/login/);
  await page.getByLabel("手机号").fill(mobile);
  await page.getByRole("button", { name: "获取验证码" }).click();
  await expect(page.getByRole("status")).toHaveText("验证码已发送，5 分钟内有效");
  const sms = await (await page.request.get(`/api/dev/sms/last?mobile=${mobile}`)).json();
  await page.getByLabel("验证码").fill(sms.data.code);
  await page.getByRole("button", { name: "登录", exact: true }).click();
}

/** A fresh mobile number for one run: `prefix` (3 digits) and `n` (up to 8), unique per run. */
export const mobileOf = (prefix: string, n: number) => `${prefix}${String(n).padStart(8, "0")}`;

/** On a checkout without an address: the first one, in Shenzhen (the freight templates' Guangdong). */
export async function addShenzhenAddress(page: Page, contact: string, mobile: string) {
  await expect(page.getByRole("heading", { name: "还没有收货地址" })).toBeVisible();
  await page.getByLabel("收货人").fill(contact);
  await page.getByLabel("手机号").fill(mobile);
  await page.getByLabel("所在地区").selectOption({ label: "广东省 深圳市" });
  await page.getByLabel("详细地址").fill("南山区科技园 9 号");
  await page.getByRole("button", { name: "保存地址" }).click();
  await expect(page.locator('[data-break="total"]')).toBeVisible();
}

/**
 * 提交订单 on the checkout, then 去支付 and 确认支付 with the development provider for `total`
 * (as the shop writes it, "¥153.00"); answers the order page's path, the order paid (待发货).
 */
export async function submitAndPay(page: Page, total: string): Promise<string> {
  await page.getByRole("button", { name: "提交订单" }).click();
  await expect(page).toHaveURL(/\/s\/orders\/[0-9A-Z]+$/);
  const orderPath = new URL(page.url()).pathname;
  await expect(page.locator("[data-order-status]")).toHaveText("待付款");
  await page.getByRole("button", { name: "去支付" }).click();
  await expect(page.locator("[data-pay-amount]")).toHaveText(total);
  await page.getByRole("button", { name: "确认支付" }).click();
  await expect(page).toHaveURL(new RegExp(`${orderPath}$`));
  await expect(page.locator("[data-order-status]")).toHaveText("待发货");
  return orderPath;
}
