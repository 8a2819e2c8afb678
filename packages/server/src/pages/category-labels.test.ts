import { describe, expect, it } from "vitest";
import { type Tokens, useSignedInServer } from "../modules/testing.js";
import type { TestServer } from "../testing/test-server.js";

let server: TestServer;
let tokens: Tokens;
useSignedInServer(
  (started) => (server = started),
  (signedIn) => (tokens = signedIn),
);

const categories = async (language: string) =>
  (
    await server.call("POST", "/api/dic/options", {
      token: tokens.admin,
      body: { code: "page_classification" },
      headers: { "accept-language": language },
    })
  ).json?.data;

// The editor's page-category select and the page list show these labels (issue 34 item 8).
describe("page categories", () => {
  it("answer the seeded categories in the asker's language", async () => {
    expect(await categories("zh-cn")).toEqual([
      { label: "首页", value: "home" },
      { label: "活动页", value: "activity" },
      { label: "商品页", value: "product" },
      { label: "专题页", value: "topic" },
      { label: "自定义页", value: "custom" },
    ]);
    expect(await categories("en")).toEqual([
      { label: "Home page", value: "home" },
      { label: "Campaign page", value: "activity" },
      { label: "Product page", value: "product" },
      { label: "Topic page", value: "topic" },
      { label: "Custom page", value: "custom" },
    ]);
    expect((await categories("zh-TW")).map((c: { label: string }) => c.label)).toEqual([
      "首頁",
      "活動頁",
      "商品頁",
      "專題頁",
      "自訂頁",
    ]);
  });

  it("answer a category an operator relabelled as typed, in every language", async () => {
    const [row] = await server.database.query<{ id: number; type_id: number }>(
      `SELECT i.id, i.type_id FROM dict_items i JOIN dict_types t ON t.id = i.type_id
        WHERE t.code = 'page_classification' AND i.value = 'topic'`,
    );
    const saved = await server.call("POST", "/api/dicItem/add", {
      token: tokens.admin,
      body: { id: row!.id, typeId: row!.type_id, label: "Lookbook", value: "topic" },
    });
    expect(saved.json?.code).toBe(0);
    for (const language of ["zh-cn", "en"])
      expect(await categories(language)).toContainEqual({ label: "Lookbook", value: "topic" });
    expect(await categories("en")).toContainEqual({ label: "Home page", value: "home" });
  });
});
