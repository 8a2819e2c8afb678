import { crc32, deflateSync } from "node:zlib";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { signIn } from "../sign-in";

// One app user's feedback goes from the app's call to an operator who replies and resolves it, and
// the same user is then disabled in the list: the steps share state.
test.describe.configure({ mode: "serial" });

const RUN = Date.now() % 100_000_000;
/** A mainland number of this run, so a rerun on a kept server does not meet yesterday's user. */
const PHONE = `139${String(RUN).padStart(8, "0")}`;
const CONTENT = `E2E反馈${RUN}：表盘偶尔黑屏`;
const REPLY = "请将手表固件升级到最新版本";

/** The companion app's sign-in as the app makes it: a code by SMS (the dev sender keeps it), then login. */
async function appSignIn(request: APIRequestContext, phone: string): Promise<string> {
  const sent = await (await request.post("/api/app/sendCode", { data: { phone } })).json();
  expect(sent.code, sent.msg).toBe(0);
  const last = await (await request.get(`/api/dev/sms/last?mobile=${phone}`)).json();
  const login = await (
    await request.post("/api/app/login", { data: { phone, code: last.data.code } })
  ).json();
  expect(login.code, login.msg).toBe(0);
  return login.data.token as string;
}

/** A real 8x8 PNG of one colour (a browser must decode it), different in each run. */
function solidPng(rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.from([0, ...Array.from({ length: 8 }, () => rgb).flat()]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: 8 }, () => row)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const appCall = (request: APIRequestContext, token: string, path: string) =>
  request.get(path, { headers: { Authorization: `Bearer ${token}` } });

/** The count a feedback tab shows: "待处理 (3)" → 3. */
async function tabCount(page: Page, name: string): Promise<number> {
  const tab = page.getByRole("tab", { name: new RegExp(`^${name} \\(\\d+\\)$`) });
  await expect(tab).toBeVisible();
  const match = /\((\d+)\)/.exec((await tab.textContent()) ?? "");
  return Number(match?.[1]);
}

let page: Page;
let appToken = "";
let imageUrl = "";

test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext()).newPage();
  appToken = await appSignIn(page.request, PHONE);
  // The photo goes through the app's own upload call with the app user's token, as the app sends it.
  const uploaded = await (
    await page.request.post("/api/app/upload/image", {
      headers: { Authorization: `Bearer ${appToken}` },
      multipart: {
        file: {
          name: "photo.png",
          mimeType: "image/png",
          buffer: solidPng([RUN % 256, 120, 200]),
        },
      },
    })
  ).json();
  expect(uploaded.code, uploaded.msg).toBe(0);
  imageUrl = uploaded.data.url;
  const sent = await (
    await page.request.post("/api/app/feedback", {
      headers: { Authorization: `Bearer ${appToken}` },
      data: {
        content: CONTENT,
        images: [imageUrl],
        contact: "e2e@example.com",
        appVersion: "2.0.1",
        deviceSerial: "SN-E2E",
      },
    })
  ).json();
  expect(sent.code, sent.msg).toBe(0);
  await signIn(page);
});

test.afterAll(async () => {
  await page.context().close();
});

/** The home dashboard's open feedback figure (the dashboard area's card). */
async function homeOpenFeedback(page: Page): Promise<number> {
  await page.goto("/home");
  const figure = page.locator('[data-figure="待处理反馈"]');
  await expect(figure).toHaveText(/^\d+$/);
  return Number(await figure.textContent());
}

/** The open counts read before the item is resolved, by the first test for the second. */
const before = { home: 0, tab: 0 };

test("an operator replies to a feedback item and resolves it in its drawer", async () => {
  before.home = await homeOpenFeedback(page);
  expect(before.home).toBeGreaterThanOrEqual(1);
  await page.goto("/feedback");
  before.tab = await tabCount(page, "待处理");
  expect(before.tab).toBeGreaterThanOrEqual(1);
  const row = page.getByRole("row").filter({ hasText: CONTENT });
  // The uploaded photo is the row's thumbnail, decoded by the browser from the stored bytes.
  const thumbnail = row.locator(`img[src="${imageUrl}"]`);
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);
  await row.getByRole("button", { name: "处理" }).click();
  const drawer = page.getByRole("dialog").filter({ hasText: "反馈详情" });
  await expect(drawer.getByText(CONTENT)).toBeVisible();
  await expect(drawer.locator(`img[src="${imageUrl}"]`)).toBeVisible();
  await drawer.getByRole("textbox", { name: "回复" }).fill(REPLY);
  await drawer.getByRole("button", { name: "保存回复" }).click();
  await expect(page.getByText("回复已保存")).toBeVisible();
  await drawer.getByRole("button", { name: "开始处理" }).click();
  await expect(drawer.getByTestId("feedback-status")).toHaveText("处理中");
  await drawer.getByRole("button", { name: "标记为已解决" }).click();
  await expect(drawer.getByTestId("feedback-status")).toHaveText("已解决");
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
});

test("the open feedback counts go down by one and the app user reads the reply", async () => {
  // The status tabs count what waits: one fewer waits now.
  await expect(page.getByRole("tab", { name: `待处理 (${before.tab - 1})` })).toBeVisible();
  await page.getByRole("tab", { name: /^已解决/ }).click();
  await expect(page.getByRole("row").filter({ hasText: CONTENT })).toBeVisible();

  // The dashboard's card counts one fewer too.
  await page.goto("/home");
  await expect(page.locator('[data-figure="待处理反馈"]')).toHaveText(String(before.home - 1));

  // The app user reads the reply and the new status through the app's own call.
  const mine = await (await appCall(page.request, appToken, "/api/app/feedback")).json();
  expect(mine.data[0]).toMatchObject({ content: CONTENT, reply: REPLY, status: "resolved" });
});

test("an app user disabled in the list can no longer use their app session", async () => {
  expect((await appCall(page.request, appToken, "/api/app/me")).status()).toBe(200);
  await page.goto("/app/user");
  await page.getByLabel("手机号").first().fill(PHONE);
  await page.getByRole("button", { name: "查询" }).click();
  const row = page.getByRole("row").filter({ hasText: PHONE });
  await expect(row).toHaveCount(1);
  const toggle = row.getByRole("switch");
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();

  const refused = await appCall(page.request, appToken, "/api/app/me");
  expect(refused.status()).toBe(401);
  expect((await refused.json()).code).toBe(4001);
  const submit = await page.request.post("/api/app/feedback", {
    headers: { Authorization: `Bearer ${appToken}` },
    data: { content: "still here?" },
  });
  expect(submit.status()).toBe(401);
});
