import { expect, test } from "@playwright/test";
import jsQR from "jsqr";
import { signIn } from "../sign-in";

// Issue 24: four of the template's demo pages used for real, in Chromium against the real server.

test("a QR code made from typed text reads back as that text", async ({ page }) => {
  await signIn(page);
  await page.goto("/fun/qrcode");
  const text = "https://vitrine.example/p/42?from=e2e&lang=中文";
  await page.getByLabel("二维码内容").fill(text);
  const image = page.getByRole("img", { name: "二维码图片" });
  await expect(image).toBeVisible();
  // The PNG the page offers for download, decoded pixel by pixel in the page and read by jsQR here.
  await expect
    .poll(async () => {
      const pixels = await image.evaluate(async (element: HTMLImageElement) => {
        await element.decode();
        const canvas = document.createElement("canvas");
        canvas.width = element.naturalWidth;
        canvas.height = element.naturalHeight;
        const context = canvas.getContext("2d") as CanvasRenderingContext2D;
        context.drawImage(element, 0, 0);
        const data = context.getImageData(0, 0, canvas.width, canvas.height);
        return { width: data.width, height: data.height, rgba: Array.from(data.data) };
      });
      return jsQR(Uint8ClampedArray.from(pixels.rgba), pixels.width, pixels.height)?.data;
    })
    .toBe(text);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "下载" }).click();
  expect((await download).suggestedFilename()).toBe("qrcode.png");
});

test("the clipboard page copies typed text and pastes it back", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page);
  await page.goto("/fun/clipboard");
  await page.getByLabel("要复制的文字").fill("发货单 20261126001");
  await page.getByRole("button", { name: "复制", exact: true }).click();
  await expect(page.getByText("已复制到剪贴板")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("发货单 20261126001");
  await page.evaluate(() => navigator.clipboard.writeText("来自剪贴板的文字"));
  await page.getByRole("button", { name: "粘贴", exact: true }).click();
  await expect(page.getByLabel("粘贴的内容")).toHaveValue("来自剪贴板的文字");
});

test("a card dragged on the grid layout stays where it was put after a reload", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/fun/gridLayout");
  const card = page.locator('[data-card="1"]');
  await expect(card).toContainText("x 0 · y 0 · 4 × 2");
  const box = await card.boundingBox();
  const grid = await page.getByTestId("grid-layout").boundingBox();
  if (!box || !grid) throw new Error("the grid is not laid out");
  // Drag card 1 by its title to the right-hand third, below the first row.
  await page.mouse.move(box.x + 40, box.y + 15);
  await page.mouse.down();
  await page.mouse.move(box.x + 60, box.y + 30, { steps: 5 });
  await page.mouse.move(grid.x + grid.width * 0.7, box.y + 400, { steps: 20 });
  await page.mouse.up();
  await expect(page.getByText("布局已保存")).toBeVisible();
  const moved = (await card.textContent()) ?? "";
  expect(moved).not.toContain("x 0 · y 0");
  await page.reload();
  await expect(page.locator('[data-card="1"]')).toContainText(moved.replace(/^卡片 1/, ""));
  // Back to the default, which the next run of this test starts from.
  await page.getByRole("button", { name: "恢复默认布局" }).click();
  await expect(page.locator('[data-card="1"]')).toContainText("x 0 · y 0 · 4 × 2");
});

test("the dynamic form refuses a bad value and submits a good one", async ({ page }) => {
  await signIn(page);
  await page.goto("/pages/dynamicForm");
  await page.getByRole("button", { name: "提交" }).click();
  await expect(page.getByText("请填写姓名")).toBeVisible();
  await page.getByLabel("姓名", { exact: true }).fill("王五");
  await page.getByLabel("手机号", { exact: true }).fill("1380013800");
  await page.getByRole("button", { name: "提交" }).click();
  await expect(page.getByText("请输入正确的手机号")).toBeVisible();
  await page.getByLabel("手机号", { exact: true }).fill("13800138000");
  await page.getByLabel("设备型号", { exact: true }).click();
  await page.getByTitle("V2", { exact: true }).click();
  await page.getByLabel("加急处理").click();
  await page.getByRole("button", { name: "提交" }).click();
  const result = JSON.parse((await page.getByTestId("dynamic-form-result").textContent()) ?? "{}");
  expect(result).toMatchObject({
    name: "王五",
    mobile: "13800138000",
    model: "V2",
    quantity: 1,
    urgent: true,
  });
});
