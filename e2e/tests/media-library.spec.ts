import { expect, type Page, test } from "@playwright/test";
import { ADMIN } from "../credentials";

// A real 1×1 PNG, and an MP4 container (ftyp + mdat boxes) of 3 MiB so the upload takes several chunks.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
function mp4(bytes: number): Buffer {
  const ftyp = Buffer.from([
    0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0x00, 0x00, 0x02, 0x00,
    0x69, 0x73, 0x6f, 0x6d, 0x6d, 0x70, 0x34, 0x31,
  ]);
  const body = Buffer.alloc(bytes - ftyp.length);
  body.writeUInt32BE(body.length, 0);
  body.write("mdat", 4, "ascii");
  for (let i = 8; i < body.length; i++) body[i] = (i * 31 + 7) & 0xff;
  return Buffer.concat([ftyp, body]);
}
const CLIP = mp4(3 * 1024 * 1024 + 123);

async function signIn(page: Page) {
  await page.goto("/login?redirect=%2Fmedia");
  await page.getByLabel("用户名").fill(ADMIN.userName);
  await page.getByLabel("密码").fill(ADMIN.password);
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page).toHaveURL(/\/media$/);
}

test("media library: categories, uploads with progress, selection, delete, and the duplicate shortcut", async ({
  page,
  context,
}) => {
  await signIn(page);
  await page.getByRole("button", { name: "打开媒体库" }).click();
  const dialog = page.getByRole("dialog", { name: "素材库" });
  await expect(dialog).toBeVisible();
  const categories = dialog.getByRole("navigation", { name: "分类" });

  // An empty keyword is refused; a real one becomes a category, which we then pick.
  await dialog.getByRole("button", { name: /添\s?加/ }).click();
  await expect(page.getByText("请输入后提交")).toBeVisible();
  await dialog.getByLabel("请输入分类名称").fill("横幅");
  await dialog.getByRole("button", { name: /添\s?加/ }).click();
  await categories.getByText("横幅", { exact: true }).click();

  const fileInput = dialog.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: "pixel.png", mimeType: "image/png", buffer: PNG });
  const grid = dialog.getByRole("region", { name: "素材" });
  await expect(grid.getByRole("button", { name: "pixel.png" })).toBeVisible();

  // Slow the link down so the per-file progress can be seen while the chunks go out.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: 50 * 1024 * 1024,
    uploadThroughput: 1024 * 1024,
  });
  await fileInput.setInputFiles({ name: "clip.mp4", mimeType: "video/mp4", buffer: CLIP });
  await expect(dialog.getByRole("list", { name: "上传中" }).getByLabel("clip.mp4")).toBeVisible();
  await expect(grid.getByRole("button", { name: "clip.mp4" })).toBeVisible({ timeout: 30_000 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // Both are found under their category and under "all".
  await categories.getByText("全部", { exact: true }).click();
  await expect(grid.getByRole("button", { name: "pixel.png" })).toBeVisible();
  await expect(grid.getByRole("button", { name: "clip.mp4" })).toBeVisible();
  await categories.getByText("横幅", { exact: true }).click();
  await expect(grid.getByRole("button", { name: "pixel.png" })).toBeVisible();
  await expect(grid.getByRole("button", { name: "clip.mp4" })).toBeVisible();

  // The stored bytes come back exactly.
  const [stored] = await page.evaluate(async () => {
    const img = document.querySelector('[role="dialog"] img') as HTMLImageElement | null;
    return [img?.getAttribute("src") ?? ""];
  });
  expect(stored).toMatch(/^\/uploads\/image\//);
  const served = await page.request.get(stored!);
  expect(Buffer.from(await served.body()).equals(PNG)).toBe(true);

  // Select both and use them.
  await grid.getByRole("button", { name: "pixel.png" }).click();
  await grid.getByRole("button", { name: "clip.mp4" }).click();
  await expect(dialog.getByText("已选 2 个")).toBeVisible();
  await dialog.getByRole("button", { name: "使用选中" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/已选择: .*pixel\.png/)).toBeVisible();
  await expect(page.getByText(/已选择: .*clip\.mp4/)).toBeVisible();

  // Reopening starts with nothing selected.
  await page.getByRole("button", { name: "打开媒体库" }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[aria-pressed="true"]')).toHaveCount(0);

  // Delete asks first.
  await dialog.getByRole("button", { name: "pixel.png" }).click();
  await dialog.getByRole("button", { name: /删\s?除/ }).click();
  const confirm = page.getByRole("dialog").filter({ hasText: "您确定删除吗?" });
  await expect(confirm).toBeVisible();
  // The confirmation zooms in; a click during that animation can land on what lies beneath, so the
  // click is retried until the item is gone.
  await expect(async () => {
    if (await confirm.isVisible()) {
      await confirm.getByRole("button", { name: /确\s?定/ }).click({ timeout: 10_000 });
    }
    await expect(dialog.getByRole("button", { name: "pixel.png" })).toHaveCount(0, {
      timeout: 10_000,
    });
  }).toPass({ timeout: 90_000 });

  // The same file again finishes at once with the server's existing record.
  await fileInput.setInputFiles({ name: "clip-again.mp4", mimeType: "video/mp4", buffer: CLIP });
  await expect(page.getByText("已经上传过该文件")).toBeVisible();
});
