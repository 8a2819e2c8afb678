import { expect, test } from "@playwright/test";
import { api } from "../api";
import { signIn } from "../sign-in";

// Issue 32, row 48: a shopper's view, tap and form on a published page reach the operator's
// chart of that page. Headless Chromium calls itself HeadlessChrome, which the server rightly
// counts as a bot: the shopper here is a phone's browser.
const NAME = `E2E数据${Date.now() % 100000}`;
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

test("a shopper's view, tap and form show in the page's analytics", async ({ page, browser }) => {
  await signIn(page);
  const added = await api<{ id: number }>(page, "/api/page/add", {
    name: NAME,
    details: "数据测试",
    classification: "activity",
    document: {
      schemaVersion: 1,
      settings: { name: NAME, details: "数据测试", classification: "activity" },
      components: [
        { id: "t1", type: "captiontext", props: { name: "春季上新" } },
        {
          id: "f1",
          type: "investigate",
          props: {
            title: "报名",
            jsonData: [{ type: 0, name: "姓名", value1: "", required: true }],
          },
        },
      ],
    },
  });
  await api(page, "/api/page/publish", { id: added.id });

  const context = await browser.newContext({
    userAgent: PHONE,
    viewport: { width: 375, height: 812 },
  });
  const shopper = await context.newPage();
  const problems: string[] = [];
  shopper.on("console", (message) => message.type() === "error" && problems.push(message.text()));
  const beacon = (kind: string) =>
    shopper.waitForResponse(
      (r) => r.url().endsWith("/s/beacon") && (r.request().postData() ?? "").includes(kind),
    );
  const viewed = beacon('"view"');
  await shopper.goto(`/s/page-${added.id}`);
  expect((await viewed).status()).toBe(204);
  // Three taps on the title: more than the form's block gets from its submit button.
  for (let tap = 0; tap < 3; tap++) {
    const tapped = beacon('"click"');
    await shopper.getByText("春季上新").click();
    expect((await tapped).status()).toBe(204);
  }
  const sent = beacon('"form"');
  await shopper.locator('input[name="q0"]').fill("张三");
  await shopper.getByRole("button", { name: "提交" }).click();
  expect((await sent).status()).toBe(204);
  await expect(shopper.getByRole("heading", { name: "提交成功" })).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();

  await page.goto("/decorate");
  await page.getByRole("button", { name: `数据 ${NAME}` }).click();
  const dialog = page.getByRole("dialog").filter({ hasText: `页面数据：${NAME}` });
  const figure = (title: string) => dialog.locator(".ant-statistic").filter({ hasText: title });
  await expect(figure("浏览量")).toContainText("1");
  await expect(figure("访客数")).toContainText("1");
  await expect(figure("表单提交")).toContainText("1");
  await expect(figure("转化率")).toContainText("100.0%");
  await expect(dialog.getByRole("figure", { name: "各组件点击量" })).toContainText(
    "最多的是 1. 标题文字（3 次）",
  );
});
