import { describe, expect, it } from "vitest";
import type { HttpClient } from "../../api/http";
import { createPageSource } from "./editor-sources";

function fakeHttp(rows: unknown[]) {
  const calls: { path: string; body: unknown }[] = [];
  const http = {
    post: async (path: string, body?: unknown) => {
      calls.push({ path, body });
      return { total: rows.length, data: rows };
    },
  } as unknown as HttpClient;
  return { http, calls };
}

describe("the link picker's page source", () => {
  it("searches /api/page/index by name and offers only pages with a published copy", async () => {
    const { http, calls } = fakeHttp([
      { id: 1, name: "春季首页", status: "published", publishedVersion: 3 },
      { id: 2, name: "春季草稿", status: "draft", publishedVersion: null },
      { id: 3, name: "春季活动", status: "draft", publishedVersion: 1 },
    ]);
    const pages = await createPageSource(http).search(" 春季 ");
    expect(calls).toEqual([{ path: "/page/index", body: { page: 1, limit: 50, name: "春季" } }]);
    expect(pages).toEqual([
      { id: 1, name: "春季首页", url: "/api/page/public/1?format=html" },
      { id: 3, name: "春季活动", url: "/api/page/public/3?format=html" },
    ]);
  });

  it("lists every page for an empty search", async () => {
    const { http, calls } = fakeHttp([]);
    expect(await createPageSource(http).search("")).toEqual([]);
    expect(calls[0]?.body).toEqual({ page: 1, limit: 50 });
  });
});
