import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetWithModules } from "../modules/testing.js";
import { addPage, component, pageDocument, validBody } from "../pages/testing.js";
import { ADMIN_PASSWORD, startTestServer, type TestServer } from "../testing/test-server.js";
import { flushPageAnalytics } from "./routes.js";

// The dashboard's top pages card asks for any range of the shop's days (issue 32). The shop here is
// in Shanghai (UTC+8), so its days begin at 16:00 UTC: a view at 15:59 UTC is the day before's.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { ...process.env, VITRINE_ANALYTICS_TIME_ZONE: "Asia/Shanghai" },
  });
});
afterAll(async () => server?.close());
beforeEach(async () => resetWithModules(server));

/** The server's clock set to `iso` (its own clock, not the test's): the beacon's day is its day. */
const at = (iso: string) => {
  server.clock.now = new Date(iso);
};

async function publishedPage(name: string): Promise<number> {
  const admin = await server.signIn("admin", ADMIN_PASSWORD);
  const body = validBody({ name, document: pageDocument([component("t", "captiontext")]) });
  const { id } = await addPage(server, admin, body);
  const published = await server.call("POST", "/api/page/publish", { token: admin, body: { id } });
  expect(published.json?.code).toBe(0);
  return id;
}

/** `count` views of `page` at the server's instant `iso`, from one shopper. */
async function viewsAt(iso: string, page: number, count: number) {
  at(iso);
  for (let i = 0; i < count; i++) {
    const answer = await fetch(`${server.baseUrl}/s/beacon`, {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": "Mozilla/5.0 Mobile" },
      body: JSON.stringify({ page, kind: "view" }),
    });
    expect(answer.status).toBe(204);
  }
  // Written now, while the clock still reads this instant.
  await flushPageAnalytics(server.database);
}

/** A page's line in the answer (no form on these pages: no conversions). */
const row = (id: number, name: string, views: number, visitors: number) => ({
  id,
  name,
  views,
  visitors,
  conversions: 0,
});

async function top(query: string, language = "zh-CN") {
  // Signed in at the clock's instant: the session is valid whatever day the test is on.
  const token = await server.signIn("admin", ADMIN_PASSWORD);
  return server.call("GET", `/api/page/analytics/top${query}`, {
    token,
    headers: { "accept-language": language },
  });
}

/** The figures the server answers for `query`, which it must take. */
async function figures(query: string) {
  const answer = await top(query);
  expect(answer.json?.code, answer.text).toBe(0);
  return answer.json?.data;
}

describe("the top pages of a chosen range of the shop's days", () => {
  it("counts a view on the shop's day, both ends of the range included, nothing outside", async () => {
    at("2026-03-01T12:00:00Z");
    const sale = await publishedPage("Spring sale");
    const home = await publishedPage("Home");
    // 2026-03-09 23:59 and 2026-03-10 00:00 in Shanghai, one minute apart.
    await viewsAt("2026-03-09T15:59:00Z", sale, 2);
    await viewsAt("2026-03-09T16:00:00Z", sale, 3);
    await viewsAt("2026-03-09T16:00:00Z", home, 1);
    // 2026-03-12 23:59:59 in Shanghai, and the next shop day.
    await viewsAt("2026-03-12T15:59:59Z", home, 5);
    await viewsAt("2026-03-12T16:00:00Z", sale, 7);

    at("2026-03-14T02:00:00Z");
    expect(await figures("?from=2026-03-10&to=2026-03-10")).toEqual({
      from: "2026-03-10",
      to: "2026-03-10",
      pages: [row(sale, "Spring sale", 3, 1), row(home, "Home", 1, 1)],
    });
    expect((await figures("?from=2026-03-09&to=2026-03-09")).pages).toEqual([
      row(sale, "Spring sale", 2, 1),
    ]);
    // 10th to 12th: the 9th's and the 13th's views are outside; most viewed first. A visitor is
    // one a day (a daily key), so the shopper of the 10th and the 12th counts on both days.
    expect((await figures("?from=2026-03-10&to=2026-03-12")).pages).toEqual([
      row(home, "Home", 6, 2),
      row(sale, "Spring sale", 3, 1),
    ]);
    expect(await figures("?from=2026-03-11&to=2026-03-11")).toEqual({
      from: "2026-03-11",
      to: "2026-03-11",
      pages: [],
    });
  });

  it("without a range answers the last 30 shop days up to the shop's today", async () => {
    at("2026-03-01T12:00:00Z");
    const sale = await publishedPage("Spring sale");
    // 2026-03-02 and 2026-03-03 in Shanghai.
    await viewsAt("2026-03-02T10:00:00Z", sale, 4);
    await viewsAt("2026-03-03T10:00:00Z", sale, 1);
    // 2026-04-01 00:30 in Shanghai (still 03-31 in UTC): the 30 days are 03-03 to 04-01.
    at("2026-03-31T16:30:00Z");
    expect(await figures("")).toEqual({
      from: "2026-03-03",
      to: "2026-04-01",
      pages: [row(sale, "Spring sale", 1, 1)],
    });
  });

  it("takes a range of up to 366 days and refuses a bad, reversed or longer one in three languages", async () => {
    at("2026-03-01T12:00:00Z");
    expect(await figures("?from=2025-03-01&to=2026-03-01")).toMatchObject({
      from: "2025-03-01",
      to: "2026-03-01",
    });
    const refusals: Array<[string, string, string]> = [
      ["?from=2025-02-28&to=2026-03-01", "zh-CN", "日期范围最多 366 天"],
      ["?from=2025-02-28&to=2026-03-01", "en", "The date range spans at most 366 days"],
      ["?from=2025-02-28&to=2026-03-01", "zh-TW", "日期範圍最多 366 天"],
      ["?from=2026-03-02&to=2026-03-01", "zh-CN", "开始日期不能晚于结束日期"],
      ["?from=2026-03-02&to=2026-03-01", "en", "The start date cannot be after the end date"],
      ["?from=2026-03-02&to=2026-03-01", "zh-TW", "開始日期不能晚於結束日期"],
      ["?from=2026-02-30", "zh-CN", "from 必须是 YYYY-MM-DD 格式的日期"],
      ["?to=03/01/2026", "en", "to must be a date written YYYY-MM-DD"],
      ["?to=2026-3-1", "zh-TW", "to 必須是 YYYY-MM-DD 格式的日期"],
      [`?from=${"9".repeat(40)}`, "en", "from allows at most 32 characters"],
    ];
    for (const [query, language, message] of refusals) {
      const answer = await top(query, language);
      // A refusal the operator reads (the API's failure envelope), never a server error.
      expect(answer.status, query).toBeLessThan(500);
      expect(answer.json?.code, query).not.toBe(0);
      expect(answer.json?.msg, `${query} ${language}`).toContain(message);
    }
  });
});
