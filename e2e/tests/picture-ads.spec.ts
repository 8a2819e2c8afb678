import { expect, type Page, test } from "@playwright/test";
import { api } from "../api";
import { signIn } from "../sign-in";

// Issue 34 item 6 and issue 32 in the built editor: a carousel's paging changes on the canvas at
// once (no reload), empty picture ads and tab bar show what to add, and a slide's link is set
// through the link picker, refused while it is not http(s), and never a link on the canvas.
test.describe.configure({ mode: "serial" });

const NAME = `E2E图片广告${Date.now() % 100000}`;
let page: Page;
let pageId = 0;

const canvas = (p: Page) => p.getByRole("main", { name: "手机画布" });
const block = (p: Page, id: string) => canvas(p).locator(`[data-component-id="${id}"]`);
const settings = (p: Page) => p.getByRole("tabpanel", { name: "组件设置" });

/** The first slide of the page's first component as the server keeps the draft. */
async function firstSlide(p: Page): Promise<unknown> {
  const token = (await p.context().cookies()).find((c) => c.name === "vitrine-token")?.value;
  const response = await p.request.get(`/api/page/info?id=${pageId}`, {
    headers: { Authorization: `Bearer ${decodeURIComponent(token ?? "")}` },
  });
  const body = (await response.json()) as {
    data: { document: { components: { props: { imageList: unknown[] } }[] } };
  };
  return body.data.document.components[0]?.props.imageList[0];
}

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await signIn(page);
  const slide = (text: string) => ({ src: "", text, linktype: "10", http: {} });
  const added = await api<{ id: number }>(page, "/api/page/add", {
    name: NAME,
    details: "图片广告测试",
    classification: "activity",
    document: {
      schemaVersion: 1,
      settings: { name: NAME, details: "图片广告测试", classification: "activity" },
      components: [
        {
          id: "ads",
          type: "pictureads",
          props: {
            swiperType: 1,
            pagingType: "bullets",
            imageList: [slide("春季上新"), slide("夏日特卖")],
          },
        },
        { id: "empty", type: "pictureads", props: { imageList: [] } },
        { id: "bar", type: "tabBar", props: { iconList: [] } },
      ],
    },
  });
  pageId = added.id;
});

test.afterAll(async () => {
  await page.close();
});

test("empty picture ads and an empty tab bar say on the canvas what to add", async () => {
  await page.goto(`/decorate/${pageId}`);
  await expect(block(page, "empty").locator("[data-empty-block]")).toHaveText("请在右侧添加图片");
  await expect(block(page, "bar").locator("[data-empty-block]")).toHaveText("请在右侧添加导航");
});

test("a new paging type shows on the canvas at once", async () => {
  const ads = block(page, "ads");
  await ads.locator(".vt-block__hit").click();
  await expect(ads.locator(".swiper-pagination-bullet")).toHaveCount(2);
  const paging = settings(page).getByLabel("指示器");
  await paging.selectOption({ label: "样式二" });
  await expect(ads.locator(".swiper-pagination-fraction")).toHaveText(/1\s*\/\s*2/);
  await expect(ads.locator(".swiper-pagination-bullet")).toHaveCount(0);
  await paging.selectOption({ label: "样式三" });
  await expect(ads.locator(".swiper-pagination-progressbar-fill")).toHaveCount(1);
  await expect(ads.locator(".swiper-pagination-fraction")).toHaveCount(0);
});

test("a slide's link is chosen in the panel, refused while not http(s), and no link on the canvas", async () => {
  const picker = settings(page).getByRole("group", { name: "图片链接 1" });
  await picker.getByRole("radio", { name: "外部链接" }).check();
  const address = picker.getByLabel("链接地址");
  await address.fill("javascript:alert(1)");
  await expect(picker.getByRole("alert")).toHaveText("请输入以http://或https://开头的地址");
  await address.fill("https://example.com/sale");
  await expect(picker.getByRole("alert")).toHaveCount(0);
  await page.getByRole("button", { name: "保存", exact: true }).click();
  // The saved draft holds the slide's link as the original kept it.
  await expect
    .poll(() => firstSlide(page))
    .toEqual({
      src: "",
      text: "春季上新",
      linktype: "11",
      http: { externalLink: "https://example.com/sale" },
    });
  await expect(block(page, "ads").locator("a")).toHaveCount(0);
});
