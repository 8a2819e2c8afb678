import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { chooseOption } from "../ant-select";
import { signIn } from "../sign-in";

/** 2.5 MiB of bytes no sniffer would call media: three chunks of the uploader. */
function firmwareImage(): Buffer {
  const bytes = Buffer.alloc(2.5 * 1024 * 1024);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7 + 13) & 0xff;
  return bytes;
}

test("an upgrade package gets its file through the chunked uploader, is released and downloads as an attachment", async ({
  page,
}) => {
  const bytes = firmwareImage();
  const md5 = createHash("md5").update(bytes).digest("hex");
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  await signIn(page);
  // A device of the model: a package's model is chosen among the known ones, never typed.
  const cookies = await page.context().cookies();
  const token = decodeURIComponent(cookies.find((c) => c.name === "vitrine-token")?.value ?? "");
  const device = await page.request.post("/api/device/add", {
    headers: { Authorization: `Bearer ${token}` },
    data: { serial: "E2E-FW-0001", model: "E2E-W1", batch: "E2E-FW" },
  });
  expect(((await device.json()) as { code: number }).code).toBe(0);
  await page.goto("/upgrade");
  await page.getByRole("button", { name: "新增" }).click();
  const dialog = page.getByRole("dialog");
  await chooseOption(page, dialog.getByLabel("设备型号"), "E2E-W1");
  await dialog.getByLabel("版本号").fill("9.1.0");
  await dialog.getByLabel("固件文件").setInputFiles({
    name: "e2e-w1-9.1.0.bin",
    mimeType: "application/octet-stream",
    buffer: bytes,
  });
  // The worker hashes, the chunks go up, the merge answers the stored file with the server's hash.
  await expect(dialog.getByText(`SHA-256 ${sha256}`)).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText(`MD5 ${md5}`, { exact: false })).toBeVisible();
  await dialog.getByRole("button", { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole("row").filter({ hasText: "9.1.0" });
  await expect(row.getByText(md5)).toBeVisible();
  await row.getByRole("button", { name: "发布" }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /确\s*定/ })
    .click();
  await expect(row.getByText("已发布")).toBeVisible();

  // Released, its model, version and file are shown read-only, with why.
  await row.getByRole("button", { name: "修改" }).click();
  const editing = page.getByRole("dialog");
  await expect(editing.getByLabel("设备型号")).toBeDisabled();
  await expect(editing.getByLabel("版本号")).toBeDisabled();
  await expect(editing.getByText(/已发布的升级包不能修改型号、版本和文件/).first()).toBeVisible();
  await expect(editing.getByLabel("固件文件")).toHaveCount(0);
  await editing.getByRole("button", { name: /取\s*消/ }).click();

  // What a device downloads: the same bytes, as an attachment, never sniffed.
  const download = await page.request.get(`/api/firmware/file/${md5}`);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("application/octet-stream");
  expect(download.headers()["content-disposition"]).toContain(
    'attachment; filename="e2e-w1-9.1.0.bin"',
  );
  expect(download.headers()["x-content-type-options"]).toBe("nosniff");
  expect(Buffer.from(await download.body()).equals(bytes)).toBe(true);
});
