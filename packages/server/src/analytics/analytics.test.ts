import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grant, type Tokens, useSignedInServer } from "../modules/testing.js";
import { addPage, component, pageDocument, validBody } from "../pages/testing.js";
import { ADMIN_PASSWORD, type TestServer } from "../testing/test-server.js";
import { flushPageAnalytics } from "./routes.js";

let server: TestServer;
let tokens: Tokens;
// Each client comes from its own address (X-Forwarded-For, honoured with TRUST_PROXY=1, which the
// app reads as it starts): set for this file's server only.
const trustProxyBefore = process.env.TRUST_PROXY;
beforeAll(() => {
  process.env.TRUST_PROXY = "1";
});
useSignedInServer(
  (started) => {
    server = started;
    if (trustProxyBefore === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = trustProxyBefore;
  },
  (signedIn) => (tokens = signedIn),
);
afterAll(() => {
  if (trustProxyBefore === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = trustProxyBefore;
});

const COMPONENTS = [
  component("title", "captiontext", { name: "Welcome" }),
  component("line", "auxiliarysegmentation"),
  component("more", "captiontext", { name: "More" }),
];

async function publishedPage(name = "Spring sale"): Promise<number> {
  const { id } = await addPage(
    server,
    tokens.admin,
    validBody({ name, document: pageDocument(COMPONENTS) }),
  );
  const published = await server.call("POST", "/api/page/publish", {
    token: tokens.admin,
    body: { id },
  });
  expect(published.json?.code).toBe(0);
  return id;
}

interface Client {
  ip: string;
  userAgent: string;
}

const clientNumber = (n: number): Client => ({
  ip: `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}`,
  userAgent: `Mozilla/5.0 (iPhone; CPU iPhone OS 17_${n % 7} like Mac OS X) Mobile/${n}`,
});

/** A beacon as the page's script sends it: a JSON string, so text/plain. */
function beacon(client: Client, body: unknown) {
  return fetch(`${server.baseUrl}/s/beacon`, {
    method: "POST",
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      "user-agent": client.userAgent,
      "x-forwarded-for": client.ip,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Runs `jobs` with at most `width` in flight (the HTTP server sees real concurrent clients). */
async function inParallel(jobs: Array<() => Promise<void>>, width = 16) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < jobs.length) await jobs[next++]!();
    }),
  );
}

const sent = async (client: Client, body: unknown) => {
  const answer = await beacon(client, body);
  expect(answer.status, await answer.text()).toBe(204);
};

async function figures(pageId: number, token = tokens.admin, range = "") {
  const answer = await server.call("GET", `/api/page/analytics?id=${pageId}${range}`, { token });
  expect(answer.json?.code, answer.text).toBe(0);
  return answer.json!.data;
}

describe("page analytics beacons", () => {
  it("counts 10,000 views from 200 clients exactly: 200 visitors, clicks per component, forms; bots 0", async () => {
    const page = await publishedPage();
    const botsOnly = await publishedPage("Crawled only");
    const clients = Array.from({ length: 200 }, (_, n) => clientNumber(n));
    const expectedClicks: Record<string, number> = { title: 0, line: 0, more: 0 };
    let expectedForms = 0;
    const jobs: Array<() => Promise<void>> = [];
    for (const [n, client] of clients.entries()) {
      for (let i = 0; i < 50; i++) jobs.push(() => sent(client, { page, kind: "view" }));
      const tapped = ["title", "line", "more"][n % 3]!;
      for (let i = 0; i <= n % 4; i++) {
        expectedClicks[tapped]!++;
        jobs.push(() => sent(client, { page, kind: "click", component: tapped }));
      }
      if (n % 5 === 0) {
        expectedForms++;
        jobs.push(() => sent(client, { page, kind: "form" }));
      }
    }
    const bots = [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36",
      "curl/8.5.0",
      "",
    ];
    for (const [n, userAgent] of bots.entries())
      for (const target of [page, botsOnly])
        jobs.push(() =>
          sent({ ip: `192.0.2.${n + 1}`, userAgent }, { page: target, kind: "view" }),
        );
    await inParallel(jobs);
    await flushPageAnalytics(server.database);

    const data = await figures(page);
    expect(data.totals).toEqual({
      views: 10_000,
      visitors: 200,
      conversions: expectedForms,
      clicks: Object.values(expectedClicks).reduce((a, b) => a + b, 0),
      productViews: 0,
      conversionRate: expectedForms / 200,
    });
    expect(data.days).toHaveLength(30);
    expect(data.days.at(-1)).toMatchObject({ views: 10_000, visitors: 200 });
    const byComponent = Object.fromEntries(
      data.clicks.map(
        (c: { componentId: string; componentType: string; position: number; clicks: number }) => [
          c.componentId,
          [c.componentType, c.position, c.clicks],
        ],
      ),
    );
    expect(byComponent).toEqual({
      title: ["captiontext", 1, expectedClicks.title],
      line: ["auxiliarysegmentation", 2, expectedClicks.line],
      more: ["captiontext", 3, expectedClicks.more],
    });
    expect((await figures(botsOnly)).totals).toMatchObject({ views: 0, visitors: 0 });

    // No address is kept: a visitor is a hash that names none of them.
    const stored = await server.database.query<{ visitor: string }>(
      "SELECT visitor FROM page_analytics_visitors",
    );
    expect(stored).toHaveLength(200);
    expect(stored.some((row) => /10\.0\.|iPhone/.test(row.visitor))).toBe(false);

    // Next day the same shopper is that day's visitor again; the top pages add both days up.
    server.clock.advanceMinutes(24 * 60);
    await sent(clients[0]!, { page, kind: "view" });
    await flushPageAnalytics(server.database);
    // A day later the session has ended: sign in again.
    const admin = await server.signIn("admin", ADMIN_PASSWORD);
    const twoDays = await figures(page, admin);
    expect(twoDays.days.at(-1)).toMatchObject({ views: 1, visitors: 1 });
    expect(twoDays.totals).toMatchObject({ views: 10_001, visitors: 201 });
    const top = await server.call("GET", "/api/page/analytics/top", { token: admin });
    expect(top.json?.data.pages).toEqual([
      { id: page, name: "Spring sale", views: 10_001, visitors: 201, conversions: expectedForms },
    ]);
    // The dashboard card's range: the second day alone counts only that day's view.
    const secondDay = twoDays.days.at(-1).date as string;
    const oneDay = await server.call(
      "GET",
      `/api/page/analytics/top?from=${secondDay}&to=${secondDay}`,
      { token: admin },
    );
    expect(oneDay.json?.data).toMatchObject({ from: secondDay, to: secondDay });
    expect(oneDay.json?.data.pages).toEqual([
      { id: page, name: "Spring sale", views: 1, visitors: 1, conversions: 0 },
    ]);
    const reversed = await server.call(
      "GET",
      "/api/page/analytics/top?from=2026-03-02&to=2026-03-01",
      {
        token: admin,
        headers: { "accept-language": "en" },
      },
    );
    expect(reversed.status).toBe(200);
    expect(reversed.json?.code).toBe(1);
    expect(reversed.json?.msg).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it("counts at most 120 beacons a minute from one address, answering the rest 204", async () => {
    const page = await publishedPage();
    const flooder = { ip: "203.0.113.9", userAgent: clientNumber(0).userAgent };
    await inParallel(
      Array.from({ length: 300 }, () => () => sent(flooder, { page, kind: "view" })),
    );
    // Another shopper in the same minute is counted as ever.
    await sent(clientNumber(7), { page, kind: "view" });
    await flushPageAnalytics(server.database);
    expect((await figures(page)).totals).toMatchObject({ views: 121, visitors: 2 });
    // The server's clock, not a wait, opens the next minute's window.
    server.clock.advanceMinutes(1);
    await sent(flooder, { page, kind: "view" });
    await flushPageAnalytics(server.database);
    expect((await figures(page)).totals).toMatchObject({ views: 122 });
  });

  it("answers bad beacons with a clear refusal, never 500, and counts none of them", async () => {
    const page = await publishedPage();
    const { id: draft } = await addPage(server, tokens.admin);
    const shopper = clientNumber(1);
    const cases: Array<[unknown, number, string]> = [
      [{ page: 999_999, kind: "view" }, 404, "页面不存在或尚未发布"],
      [{ page: draft, kind: "view" }, 404, "页面不存在或尚未发布"],
      [{ page, kind: "click", component: "gone" }, 400, "该组件不在此页面上"],
      [{ page, kind: "click" }, 400, "点击记录必须指明组件"],
      [{ page, kind: "buy" }, 400, "请求参数有误"],
      [{ page: "x", kind: "view" }, 400, "请求参数有误"],
      ["{not json", 400, "请求数据不是有效的 JSON"],
      [{ page, kind: "view", padding: "x".repeat(2000) }, 413, "请求数据过大"],
    ];
    for (const [body, status, message] of cases) {
      const answer = await beacon(shopper, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect((await answer.json()).msg).toContain(message);
    }
    const english = await fetch(`${server.baseUrl}/s/beacon`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "en" },
      body: JSON.stringify({ page: 999_999, kind: "view" }),
    });
    expect((await english.json()).msg).toBe("The page does not exist or is not published");
    await flushPageAnalytics(server.database);
    expect((await figures(page)).totals).toMatchObject({ views: 0, clicks: 0, conversions: 0 });
  });
});

describe("page analytics for the operator", () => {
  it("needs page:index, enforced by the server", async () => {
    const page = await publishedPage();
    for (const url of [`/api/page/analytics?id=${page}`, "/api/page/analytics/top"]) {
      expect((await server.call("GET", url)).status).toBe(401);
      const refused = await server.call("GET", url, { token: tokens.common });
      expect(refused.status).toBe(403);
      expect(refused.json?.msg).toBe("没有权限执行此操作");
    }
    await grant(server, "common", ["page:index"]);
    expect((await figures(page, tokens.common)).page).toEqual({ id: page, name: "Spring sale" });
  });

  it("refuses an unknown page and a bad range in the caller's language", async () => {
    const page = await publishedPage();
    const refusals: Array<[string, string]> = [
      ["?id=999999", "记录不存在"],
      ["?id=abc", "id 必须是整数，多个用逗号分隔"],
      [`?id=${page}&from=2026-02-30`, "from 必须是 YYYY-MM-DD 格式的日期"],
      [`?id=${page}&from=2026-03-02&to=2026-03-01`, "开始日期不能晚于结束日期"],
      [`?id=${page}&from=2024-01-01&to=2026-01-01`, "日期范围最多 366 天"],
    ];
    for (const [query, message] of refusals) {
      const answer = await server.call("GET", `/api/page/analytics${query}`, {
        token: tokens.admin,
      });
      expect(answer.status, query).toBe(200);
      expect(answer.json, query).toMatchObject({ code: 1, msg: message });
    }
    const badLimit = await server.call("GET", "/api/page/analytics/top?limit=0", {
      token: tokens.admin,
      headers: { "accept-language": "zh-TW" },
    });
    expect(badLimit.json).toMatchObject({ code: 1, msg: "limit 必須是 1 到 50 之間的整數" });
    const range = await figures(page, tokens.admin, "&from=2026-03-01&to=2026-03-03");
    expect(range.days.map((d: { date: string }) => d.date)).toEqual([
      "2026-03-01",
      "2026-03-02",
      "2026-03-03",
    ]);
  });

  it("has the published page link the beacon, allowed by its CSP", async () => {
    const page = await publishedPage();
    const html = await server.call("GET", `/api/page/public/${page}?format=html`);
    expect(html.text).toContain(`<body data-sf="beacon" data-sf-page="${page}">`);
    expect(html.headers.get("content-security-policy")).toContain("connect-src 'self'");
  });
});
