import { type Browser, expect, type Page, test } from "@playwright/test";
import { api, apiGet } from "../api";
import { addShenzhenAddress, mobileOf, phone, signInBySms, submitAndPay } from "../shopper";
import { signIn } from "../sign-in";

// Issue 33: group buying and bargains made real, each shopper on their own phone. Two shoppers
// fill a 2-person team through the leader's share link and the operator finds both orders under
// 待发货; a friend helps a bargain and its owner buys at the price it reached.
const RUN = Date.now() % 100_000_000;
const GROUP_GOODS = `E2E拼团茶具${RUN}`;
const BARGAIN_GOODS = `E2E砍价台灯${RUN}`;

let operator: Page;
let groupGoodsId = 0;
let bargainGoodsId = 0;
const shoppers: Page[] = [];
const BUY = { role: "button", name: "立即购买" } as const;

/** A one-SKU product at `price` yuan, free freight; answers its id and its SKU's. */
async function product(categoryId: number, name: string, price: string) {
  const { id } = await api<{ id: number }>(operator, "/api/goods/save", {
    name,
    categoryId,
    specMode: 1,
    specs: [],
    skus: [{ optionIds: [], price, stock: 10 }],
  });
  const detail = await apiGet<{ skus: Array<{ id: number }> }>(
    operator,
    `/api/goods/detail?id=${id}`,
  );
  return { goodsId: id, skuId: detail.skus[0]!.id };
}

/**
 * A new shopper's phone on `path`, signed out: the tap on `action` (a button, or a link) sends
 * them to sign in by SMS code, and the sign-in back to `path`.
 */
async function shopperAt(
  browser: Browser,
  n: number,
  path: string,
  action: { role: "button" | "link"; name: string },
) {
  const page = await phone(browser);
  shoppers.push(page);
  await page.goto(path);
  await page.getByRole(action.role, { name: action.name }).click();
  const mobile = mobileOf("137", (RUN % 10_000_000) * 10 + n);
  await signInBySms(page, mobile);
  const back = new URL(path, "http://shop.invalid");
  await expect(page).toHaveURL((url) => url.pathname + url.search === back.pathname + back.search);
  return { page, mobile };
}

test.beforeAll(async ({ browser }) => {
  operator = await (await browser.newContext()).newPage();
  await signIn(operator);
  const category = await api<{ id: number }>(operator, "/api/goodsCategory/add", {
    name: `E2E活动分类${RUN}`,
    parentId: 0,
  });
  const window = {
    startAt: new Date(Date.now() - 60_000).toISOString(),
    endAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
  };
  const group = await product(category.id, GROUP_GOODS, "99");
  groupGoodsId = group.goodsId;
  await api(operator, "/api/groupBuy/add", {
    name: `E2E两人团${RUN}`,
    ...group,
    groupPriceCents: 5900,
    groupSize: 2,
    hoursOpen: 24,
    perUserLimit: 1,
    ...window,
  });
  const bargain = await product(category.id, BARGAIN_GOODS, "129");
  bargainGoodsId = bargain.goodsId;
  await api(operator, "/api/bargain/add", {
    name: `E2E好友砍一刀${RUN}`,
    ...bargain,
    startPriceCents: 9900,
    floorPriceCents: 4900,
    helpersNeeded: 2,
    hoursOpen: 24,
    ...window,
  });
});

test.afterAll(async () => {
  await operator?.context().close();
  for (const page of shoppers) await page.context().close();
});

test("two shoppers fill a 2-person team by the share link; both are in the operator's 待发货", async ({
  browser,
}) => {
  const productPath = `/s/product/${groupGoodsId}`;
  const leader = await shopperAt(browser, 1, productPath, BUY);
  await leader.page.getByRole("button", { name: "立即购买" }).click();
  await addShenzhenAddress(leader.page, "团长", leader.mobile);
  const leaderOrder = await submitAndPay(leader.page, "¥59.00");
  await expect(leader.page.locator("[data-team-state]")).toContainText("拼团中 · 差1人");
  const link = (await leader.page.locator("[data-team-share]").getAttribute("href")) ?? "";
  expect(link).toMatch(new RegExp(`^${productPath}\\?team=\\d+$`));

  // The friend opens the link signed out; the team stays through sign-in, address and payment.
  const friend = await shopperAt(browser, 2, link, BUY);
  await friend.page.getByRole("button", { name: "立即购买" }).click();
  await addShenzhenAddress(friend.page, "团员", friend.mobile);
  await expect(friend.page.locator("[data-joining-team]")).toBeVisible();
  const friendOrder = await submitAndPay(friend.page, "¥59.00");
  await expect(friend.page.locator("[data-team-state]")).toContainText("拼团成功");
  await leader.page.reload();
  await expect(leader.page.locator("[data-team-state]")).toContainText("拼团成功");

  await operator.goto("/order/list");
  await expect(operator.getByRole("tab", { name: /^待发货 \(\d+\)$/ })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  for (const path of [leaderOrder, friendOrder])
    await expect(
      operator.getByRole("row").filter({ hasText: path.split("/").pop()! }),
    ).toContainText("¥59.00");
});

test("a friend helps a bargain and its owner buys at the price it reached", async ({ browser }) => {
  const productPath = `/s/product/${bargainGoodsId}`;
  const owner = await shopperAt(browser, 3, productPath, { role: "button", name: "发起砍价" });
  await owner.page.getByRole("button", { name: "发起砍价" }).click();
  await expect(owner.page).toHaveURL(/\/s\/bargain\/\d+$/);
  const price = owner.page.locator("[data-bargain-price]");
  await expect(price).toHaveText("¥99.00");
  const share = await owner.page.locator("[data-bargain-share]").inputValue();

  const helper = await shopperAt(browser, 4, share, { role: "link", name: "登录后帮TA砍一刀" });
  await helper.page.getByRole("button", { name: "帮TA砍一刀" }).click();
  await expect(helper.page.locator("[data-bargain-my-cut]")).toContainText("你帮TA砍掉了 ¥");

  // One of two helps: the owner's price is below the start and still above the floor.
  await owner.page.reload();
  await expect(price).not.toHaveText("¥99.00");
  const reachedCents = Number(await price.getAttribute("data-bargain-price"));
  expect(reachedCents).toBeGreaterThan(4900);
  const reached = `¥${(reachedCents / 100).toFixed(2)}`;
  await expect(price).toHaveText(reached);

  await owner.page.getByRole("button", { name: "立即购买" }).click();
  await addShenzhenAddress(owner.page, "砍价人", owner.mobile);
  await expect(owner.page.locator('[data-break="total"]')).toHaveText(reached);
  await submitAndPay(owner.page, reached);
});
