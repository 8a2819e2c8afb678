import { expect, type Page, test } from "@playwright/test";
import { COMMON } from "../credentials";
import { signIn } from "../sign-in";

async function openPersonalCentre(page: Page) {
  await page.goto("/personal");
  // The page's chunk loads on first use; the shared test machine can take a while.
  await expect(page.getByRole("heading", { level: 1, name: "个人中心" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("button", { name: "保存" })).toBeVisible({ timeout: 30_000 });
}

/** A unique suffix, so that this file's data never collides with another run's or spec's. */
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test("test changes their e-mail and description and sees them after a reload", async ({ page }) => {
  await signIn(page, COMMON);
  await openPersonalCentre(page);
  // The mobile stays as seeded: sign-in by mobile code (another spec) sends the code to it.
  const suffix = unique();
  const email = `test-${suffix}@example.com`;
  const description = `Personal centre e2e ${suffix}`;
  await page.getByLabel("邮箱").fill(email);
  await page.getByLabel("个人描述").fill(description);
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("个人信息已保存")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("邮箱")).toHaveValue(email);
  await expect(page.getByLabel("个人描述")).toHaveValue(description);
});

test("a bad mobile number is refused beside its field and nothing is saved", async ({ page }) => {
  await signIn(page, COMMON);
  await openPersonalCentre(page);
  const mobile = page.getByLabel("手机号");
  const stored = await mobile.inputValue();
  await mobile.fill("12345");
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("请输入正确的手机号")).toBeVisible();
  await expect(page.getByText("个人信息已保存")).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel("手机号")).toHaveValue(stored);
});

test("a wrong current password is refused with its message", async ({ page }) => {
  await signIn(page, COMMON);
  await openPersonalCentre(page);
  await page.getByLabel("原密码").fill("Not-the-password-1");
  await page.getByLabel("新密码").fill("abc12345");
  await page.getByLabel("确认密码").fill("abc12345");
  await page.getByRole("button", { name: "修改密码" }).click();
  await expect(page.getByText("原密码错误")).toBeVisible();
  await expect(page.getByText("密码已修改，其他设备上的登录已退出")).toHaveCount(0);
});

test("test crops a new avatar, which the server serves back at the cropped size", async ({
  page,
}) => {
  await signIn(page, COMMON);
  await openPersonalCentre(page);

  // A 300×200 picture: red on its left half, blue on its right half.
  const png = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 300;
    canvas.height = 200;
    const context = canvas.getContext("2d")!;
    context.fillStyle = "#ff0000";
    context.fillRect(0, 0, 150, 200);
    context.fillStyle = "#0000ff";
    context.fillRect(150, 0, 150, 200);
    return canvas.toDataURL("image/png").split(",")[1]!;
  });

  await page.getByRole("button", { name: "更换头像" }).click();
  const dialog = page.getByRole("dialog", { name: "更换头像" });
  await expect(dialog).toBeVisible();
  // The CSS width, not the box: antd zooms the dialog in, so its box grows while it opens.
  await expect(dialog).toHaveCSS("width", "769px");
  await dialog.getByLabel("选择图片").setInputFiles({
    name: `avatar-${unique()}.png`,
    mimeType: "image/png",
    buffer: Buffer.from(png, "base64"),
  });
  const change = dialog.getByRole("button", { name: "更换", exact: true });
  await expect(change).toBeEnabled();
  await expect(dialog.getByText("200×200")).toBeVisible();

  // The largest centred square is x 50–250; the keyboard moves the picture right by 5 × 10 stage
  // px (1.5 px per picture px), so the crop starts 33 px further left: x ≈ 17–217.
  const stage = dialog.getByLabel(/裁剪区域/);
  await stage.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
  await expect(stage).toHaveAttribute("data-crop", "17,0,200");
  await change.click();
  await expect(page.getByText("头像已更换")).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  const avatar = page.getByRole("img", { name: "当前头像" });
  await expect(avatar).toBeVisible();
  const src = await avatar.getAttribute("src");
  expect(src).toMatch(/^\/uploads\//);

  const served = await page.request.get(src!);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toContain("image/png");
  const bytes = await served.body();
  // PNG: width and height are the big-endian words at bytes 16 and 20 of the IHDR chunk.
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([200, 200]);

  // The crop's content: picture x 17–217, so red up to x 133 of the avatar and blue after it.
  const pixels = await page.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext("2d")!;
    context.drawImage(image, 0, 0);
    const at = (x: number) => Array.from(context.getImageData(x, 100, 1, 1).data.slice(0, 3));
    return { left: at(120), right: at(145) };
  }, src!);
  expect(pixels.left).toEqual([255, 0, 0]);
  expect(pixels.right).toEqual([0, 0, 255]);
});

test("test confirms a QR code created in another browser, whose status becomes confirmed", async ({
  page,
  browser,
}) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const created = await otherPage.request.post("/api/login/qrCreate");
  const { qrId } = (await created.json()).data as { qrId: string };
  const status = async () =>
    (await (await otherPage.request.post("/api/login/qrStatus", { data: { qrId } })).json()).data;
  expect((await status()).status).toBe("pending");

  await signIn(page, COMMON);
  await openPersonalCentre(page);
  // What a scanned QR code holds may be a link to the sign-in page: the box accepts it.
  await page.getByLabel("登录码").fill(`http://127.0.0.1/login?qrId=${encodeURIComponent(qrId)}`);
  await page.getByRole("button", { name: "查看登录请求" }).click();
  // Who asked is shown before anything is confirmed: the other browser's address.
  const request = page.getByRole("region", { name: "请核对发起登录的设备" });
  await expect(request.getByText("127.0.0.1")).toBeVisible();
  expect((await status()).status).toBe("pending");
  await request.getByRole("button", { name: "确认登录" }).click();
  await expect(page.getByText("已确认，另一台设备现在已登录")).toBeVisible();

  const confirmed = await status();
  expect(confirmed.status).toBe("confirmed");
  expect(typeof confirmed.token).toBe("string");

  // The same code cannot be confirmed twice; the server says why.
  await page.getByLabel("登录码").fill(qrId);
  await page.getByRole("button", { name: "查看登录请求" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "二维码已过期，请刷新" })).toBeVisible();
  await other.close();
});

test("the link in the sign-in page's QR code opens the personal centre with the code filled in", async ({
  page,
  browser,
}) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const { qrId } = (await (await otherPage.request.post("/api/login/qrCreate")).json()).data as {
    qrId: string;
  };

  await signIn(page, COMMON);
  // The sign-in page's QR code encodes <origin>/personal?qrId=…; the scanning phone opens it.
  await page.goto(`/personal?qrId=${encodeURIComponent(qrId)}`);
  const code = page.getByLabel("登录码");
  await expect(code).toHaveValue(qrId, { timeout: 30_000 });
  // Filling in is not confirming: the other browser still waits.
  const status = async () =>
    (await (await otherPage.request.post("/api/login/qrStatus", { data: { qrId } })).json()).data;
  expect((await status()).status).toBe("pending");

  await page.getByRole("button", { name: "查看登录请求" }).click();
  expect((await status()).status).toBe("pending");
  await page
    .getByRole("region", { name: "请核对发起登录的设备" })
    .getByRole("button", { name: "确认登录" })
    .click();
  await expect(page.getByText("已确认，另一台设备现在已登录")).toBeVisible();
  expect((await status()).status).toBe("confirmed");
  await other.close();
});
