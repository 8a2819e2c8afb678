import { expect, type Page, test } from "@playwright/test";
import { api } from "../api";
import { ADMIN } from "../credentials";

// Issue 32 part B: a shopper on a phone uses a published page with every component, searches,
// opens a product and chooses its spec; then the same without script. One page, one product.
test.describe.configure({ mode: "serial" });

// A shopper who has not asked for reduced motion (the notice and autoplay stand still for those who have).
const PHONE = {
  viewport: { width: 375, height: 812 },
  hasTouch: true,
  isMobile: true,
  reducedMotion: "no-preference" as const,
};
const STAMP = Date.now() % 100000;
const PRODUCT = `E2E衬衫${STAMP}`;
// Wider than the phone in any font (this machine may have no CJK font, whose glyphs are narrow here).
const LONG_NOTICE =
  "春季上新全场八折 Spring sale: 20% off everything, free shipping over 200 yuan, members save 5% more until the end of the month!";
("春季上新全场八折，满两百元包邮，会员再享九五折优惠，活动截止到本月底，欢迎选购！");

let pagePath = "";
let productId = 0;

test.beforeAll(async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("用户名").fill(ADMIN.userName);
  await page.getByLabel("密码").fill(ADMIN.password);
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page).toHaveURL(/\/home$/);
  // A picture this server serves (the e2e machine is offline): an http address, as shops use.
  const picture = `${baseURL}/favicon.ico`;
  const category = await api<{ id: number }>(page, "/api/goodsCategory/add", {
    name: `E2E服饰${STAMP}`,
    parentId: 0,
  });
  const colour = await api<{ specId: number; values: { id: number }[] }>(
    page,
    "/api/goodsSpec/ensure",
    { name: "颜色", values: ["红色", "蓝色"] },
  );
  const saved = await api<{ id: number }>(page, "/api/goods/save", {
    name: PRODUCT,
    categoryId: category.id,
    specMode: 2,
    mainImage: picture,
    specs: [{ specId: colour.specId, values: colour.values }],
    skus: [
      { optionIds: [colour.values[0]!.id], price: "59.00", stock: 4 },
      { optionIds: [colour.values[1]!.id], price: "69.00", stock: 7 },
    ],
    description: "<p>纯棉面料</p>",
  });
  productId = saved.id;
  const toProduct = { linktype: "11", http: { externalLink: `/s/product/${productId}` } };
  const types = [
    "captiontext",
    "richtext",
    "auxiliarysegmentation",
    "storeinformation",
    "entertheshop",
    "communitypowder",
    "follow",
    "suspension",
    "custommodule",
    "crowdoperation",
    "personalizedrecommendation",
    "onlineservice",
    "storenotecard",
  ];
  const components = [
    { id: "search", type: "commoditysearch", props: {} },
    {
      id: "ads",
      type: "pictureads",
      props: {
        swiperType: 1,
        pagingType: "fraction",
        imageList: [1, 2, 3, 4].map((n) => ({ src: picture, text: `广告${n}` })),
      },
    },
    { id: "notice", type: "notice", props: { noticeText: LONG_NOTICE } },
    { id: "video", type: "videoss", props: { coverUrl: picture } },
    {
      id: "nav",
      type: "graphicnavigation",
      props: { imageList: [{ src: picture, text: "衬衫", ...toProduct }] },
    },
    { id: "cube", type: "magiccube", props: { imageList: [{ src: picture, ...toProduct }] } },
    {
      id: "list",
      type: "listswitching",
      props: { imageList: [{ id: productId, name: PRODUCT, price: "59.00", coverUrl: picture }] },
    },
    {
      id: "form",
      type: "investigate",
      props: {
        title: "预约试穿",
        jsonData: [{ type: 0, name: "姓名", value: "", value1: "", value2: "", required: true }],
      },
    },
    ...types.map((type) => ({ id: type, type, props: {} })),
    // The tab bar is pinned to the bottom: it must be the page's last component.
    { id: "tabs", type: "tabBar", props: {} },
  ];
  const name = `E2E店铺${STAMP}`;
  const added = await api<{ id: number }>(page, "/api/page/add", {
    name,
    details: "店铺浏览器测试",
    classification: "home",
    document: {
      schemaVersion: 1,
      settings: { name, details: "店铺浏览器测试", classification: "home" },
      components,
    },
  });
  await api(page, "/api/page/publish", { id: added.id });
  pagePath = `/api/page/public/${added.id}?format=html`;
  await context.close();
});

/** Console errors and CSP violations of a page, gathered from its first load. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

test("a shopper swipes, reads the notice, answers the form, finds a product and picks its spec", async ({
  browser,
}) => {
  const context = await browser.newContext({ ...PHONE, locale: "zh-CN" });
  const page = await context.newPage();
  const problems = watch(page);
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await page.goto(pagePath);
  const carousel = page.locator('[data-sf="carousel"]');
  // The script ran: the paging it keeps is shown.
  await expect(carousel.locator("[data-sf-fraction]")).toBeVisible();

  // A real finger: touch events from the browser's input pipeline (CDP), not script-made ones,
  // so the browser itself scrolls the track and snaps it to the next slide.
  const cdp = await context.newCDPSession(page);
  const track = carousel.locator("[data-sf-track]");
  const box = (await track.boundingBox())!;
  const y = box.y + box.height / 2;
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number) =>
    cdp.send("Input.dispatchTouchEvent", {
      type,
      touchPoints: type === "touchEnd" ? [] : [{ x, y }],
    });
  /** A swipe across 60% of the slide: to the next one (`-1`) or back to the one before (`1`). */
  async function swipe(direction: -1 | 1) {
    const from = box.x + box.width * (direction < 0 ? 0.8 : 0.2);
    await touch("touchStart", from);
    for (let step = 1; step <= 6; step++)
      await touch("touchMove", from + direction * box.width * 0.1 * step);
    await touch("touchEnd", from + direction * box.width * 0.6);
  }
  const slide = async () => Number(await carousel.getAttribute("data-sf-slide"));
  const settledAt = (n: number) =>
    expect.poll(() => track.evaluate((t) => t.scrollLeft)).toBe(box.width * (n - 1));
  // The first touch takes the carousel over (autoplay stops); back to the first slide if it moved.
  await touch("touchStart", box.x + box.width / 2);
  await touch("touchEnd", box.x + box.width / 2);
  // Whatever autoplay had begun has come to rest on a slide.
  await expect.poll(() => track.evaluate((t, w) => t.scrollLeft % w, box.width)).toBe(0);
  for (let back = await slide(); back > 1; back--) {
    await swipe(1);
    await expect(carousel).toHaveAttribute("data-sf-slide", String(back - 1));
  }
  await settledAt(1);
  await swipe(-1);
  await expect(carousel).toHaveAttribute("data-sf-slide", "2");
  // The snap has ended before the next swipe (a swipe during a snap is merged into it).
  await settledAt(2);
  await swipe(-1);
  await expect(carousel).toHaveAttribute("data-sf-slide", "3");
  await settledAt(3);
  await expect(carousel.locator("[data-sf-fraction]")).toHaveText("3 / 4");

  // The notice is wider than its bar: it moves.
  const line = page.locator("[data-sf-notice-line]");
  const transform = () => line.evaluate((node) => getComputedStyle(node).transform);
  await expect.poll(transform).not.toBe("none");
  const first = await transform();
  await expect.poll(transform).not.toBe(first);

  // The form: an empty required answer gets the page's message, a full one is sent.
  const form = page.locator('form[data-sf="form"]');
  await form.getByRole("button", { name: "提交" }).click();
  await expect(form.getByRole("alert")).toHaveText("此项为必填项");
  await form.locator('input[name="q0"]').fill("李雷");
  await form.getByRole("button", { name: "提交" }).click();
  await expect(page.getByRole("heading", { name: "提交成功" })).toBeVisible();
  await page.goBack();

  // Search from the page's box; the result opens the product page.
  const search = page.getByRole("searchbox", { name: "搜索商品" }).first();
  await search.fill(PRODUCT);
  await search.press("Enter");
  await expect(page).toHaveURL(/\/s\/search\?q=/);
  await page.getByRole("link", { name: new RegExp(PRODUCT) }).click();
  await expect(page).toHaveURL(new RegExp(`/s/product/${productId}$`));
  await expect(page.locator("[data-sf-price]")).toHaveText("¥59.00 - ¥69.00");
  await page.getByRole("group", { name: "颜色" }).getByText("蓝色").click();
  await expect(page.locator("[data-sf-price]")).toHaveText("¥69.00");
  await expect(page.locator("[data-sf-stock]")).toHaveText("库存 7 件");
  await page.getByRole("group", { name: "颜色" }).getByText("红色").click();
  await expect(page.locator("[data-sf-price]")).toHaveText("¥59.00");
  await expect(page.locator("[data-sf-stock]")).toHaveText("库存 4 件");
  await expect(page.getByRole("button", { name: "加入购物车" })).toBeEnabled();
  // Back to the search, then to the page.
  await page.goBack();
  await expect(page).toHaveURL(/\/s\/search\?q=/);
  await page.goBack();
  await expect(page.locator('[data-sf="carousel"]')).toBeVisible();
  // No horizontal scroll on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(problems).toEqual([]);
  await context.close();
});

test("without script the page reads and its links work: cards, search and the SKU table", async ({
  browser,
}) => {
  const context = await browser.newContext({ ...PHONE, locale: "zh-CN", javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(pagePath);
  await expect(page.getByText(LONG_NOTICE.slice(0, 8))).toBeVisible();
  await expect(page.getByAltText("广告1")).toBeVisible();
  // The magic cube's and the navigation's links go to the product page.
  await expect(page.locator(`a[href="/s/product/${productId}"]`).first()).toBeVisible();
  await page.locator(`a[data-product-card][href="/s/product/${productId}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/s/product/${productId}$`));
  await expect(page.getByRole("heading", { name: PRODUCT })).toBeVisible();
  const table = page.getByRole("table");
  await expect(table.getByRole("row", { name: /蓝色 ¥69.00 库存 7 件/ })).toBeVisible();
  await page.goBack();
  const search = page.getByRole("searchbox", { name: "搜索商品" }).first();
  await search.fill(PRODUCT);
  await search.press("Enter");
  await expect(page.getByRole("link", { name: new RegExp(PRODUCT) })).toBeVisible();
  await context.close();
});
