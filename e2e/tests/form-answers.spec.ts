import { createRequire } from "node:module";
import { expect, type Page, test } from "@playwright/test";
import { chooseOption } from "../ant-select";
import { api } from "../api";
import { signIn } from "../sign-in";

// exceljs is CommonJS; loaded through Node's own require, outside the test runner's module transform.
const ExcelJS = createRequire(import.meta.url)("exceljs") as typeof import("exceljs");

// One published form goes from a shopper's browser to the operator's export, so the steps share state.
test.describe.configure({ mode: "serial" });

const PAGE_NAME = `E2E报名${Date.now() % 100000}`;
const QUESTIONS = [
  { type: 0, name: "姓名", value: "", value1: "", value2: "", showPicker: false, required: true },
  { type: 1, name: "城市", value: "", value1: "北京#上海#广州", value2: "", showPicker: false },
  { type: 2, name: "人数", value: "", value1: "1#2#3", value2: "", showPicker: false },
  { type: 3, name: "兴趣", value: "", value1: "穿搭#美食#旅行", value2: "", showPicker: false },
];
const SUMMARY = ["姓名: 张三", "城市: 上海", "人数: 2", "兴趣: 美食, 旅行"];

let page: Page;
let pageId = 0;

test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext()).newPage();
  await signIn(page);
  const document = {
    schemaVersion: 1,
    settings: { name: PAGE_NAME, details: "表单浏览器测试", classification: "activity" },
    components: [
      { id: "signup", type: "investigate", props: { title: "活动报名", jsonData: QUESTIONS } },
    ],
  };
  const added = await api<{ id: number }>(page, "/api/page/add", {
    name: PAGE_NAME,
    details: "表单浏览器测试",
    classification: "activity",
    document,
  });
  pageId = added.id;
  await api(page, "/api/page/publish", { id: pageId });
});

test.afterAll(async () => {
  await page.context().close();
});

const publicPage = () => `/api/page/public/${pageId}?format=html`;

test("a shopper fills in the published form without script and is thanked", async () => {
  await page.goto(publicPage());
  const form = page.locator("form");
  await expect(form.getByText("活动报名")).toBeVisible();
  await form.locator('input[name="q0"]').fill("张三");
  await form.locator('select[name="q1"]').selectOption("上海");
  await form.getByRole("radio", { name: "2" }).check();
  await form.getByRole("checkbox", { name: "美食" }).check();
  await form.getByRole("checkbox", { name: "旅行" }).check();
  await form.getByRole("button", { name: "提交" }).click();

  await expect(page).toHaveURL(new RegExp(`/api/page/public/${pageId}/form/signup$`));
  await expect(page.getByRole("heading", { name: "提交成功" })).toBeVisible();
  await expect(page.getByText("感谢您的填写")).toBeVisible();
  await page.getByRole("link", { name: "返回页面" }).click();
  await expect(page.locator("form").getByText("活动报名")).toBeVisible();
});

test("a missing required answer is refused: by the browser, and by the server when the browser does not check", async () => {
  await page.goto(publicPage());
  const form = page.locator("form");
  await form.getByRole("radio", { name: "1" }).check();
  await form.getByRole("button", { name: "提交" }).click();
  // Chromium keeps the form and marks the empty required field.
  await expect(page).toHaveURL(new RegExp(`${publicPage().replace("?", "\\?")}$`));
  expect(
    await form
      .locator('input[name="q0"]')
      .evaluate((input) => (input as HTMLInputElement).validity.valueMissing),
  ).toBe(true);

  // A browser that skips the check (or a hand-made post) reaches the server, which refuses it:
  // submit() sends without the browser's check and without the page script's (issue 32).
  const answered = page.waitForResponse((r) => r.url().endsWith("/form/signup"));
  await form.evaluate((element) => (element as HTMLFormElement).submit());
  expect((await answered).status()).toBe(400);
  await expect(page.getByRole("heading", { name: "提交未成功" })).toBeVisible();
  await expect(page.getByText("请填写“姓名”")).toBeVisible();
  await expect(page.getByRole("link", { name: "返回页面" })).toHaveAttribute("href", publicPage());
});

test("the operator lists the page's answers in the back office and exports them", async () => {
  await page.goto("/decorate/forms");
  await chooseOption(page, page.getByRole("combobox", { name: "页面" }), PAGE_NAME);
  await page.getByRole("button", { name: "查询" }).click();

  const rows = page.locator(".ant-table-tbody tr.ant-table-row");
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row.getByText(PAGE_NAME)).toBeVisible();
  await expect(row.getByText("活动报名")).toBeVisible();
  for (const line of SUMMARY) await expect(row.getByText(line)).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "导出全部" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheetRows: string[][] = [];
  workbook.worksheets[0]?.eachRow((sheetRow) => {
    sheetRows.push((sheetRow.values as unknown[]).slice(1).map(String));
  });
  expect(sheetRows).toHaveLength(2);
  const header = sheetRows[0] ?? [];
  const answer = sheetRows[1] ?? [];
  expect(answer[header.indexOf("页面名称")]).toBe(PAGE_NAME);
  expect(answer[header.indexOf("回答内容")]).toBe(SUMMARY.join("; "));
});
