import type { Uploader } from "@vitrine/media-uploader";
import { describe, expect, it } from "vitest";
import { createHttpMediaApi } from "./http-media-api";

function recordingFetch(answer: (url: string) => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return answer(String(input));
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: "", data }));
const noUploads: Uploader = {
  upload: () => {
    throw new Error("not used");
  },
};

describe("createHttpMediaApi", () => {
  it("lists media with the contract's fields and the bearer token", async () => {
    const { calls, fetch } = recordingFetch(() => ok({ total: 1, data: [{ id: 1 }] }));
    const api = createHttpMediaApi({
      baseUrl: "http://shop.test/",
      getToken: () => "abc",
      uploader: noUploads,
      fetch,
    });
    const page = await api.listMedia({ type: "image", cateId: 0, page: 2, limit: 20 });
    expect(page.total).toBe(1);
    expect(calls[0]?.url).toBe("http://shop.test/api/upload/index");
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      type: "image",
      cate_id: 0,
      page: 2,
      limit: 20,
    });
    expect(new Headers(calls[0]?.init.headers).get("Authorization")).toBe("Bearer abc");
  });

  it("adds categories, lists them and deletes media by comma-joined ids", async () => {
    const { calls, fetch } = recordingFetch((url) =>
      url.endsWith("/add") ? ok({ id: 9, title: "Posters" }) : ok({ total: 0, data: [] }),
    );
    const api = createHttpMediaApi({
      baseUrl: "",
      getToken: () => "t",
      uploader: noUploads,
      fetch,
    });
    expect(await api.addCategory("Posters")).toEqual({ id: 9, title: "Posters" });
    await api.listCategories({ page: 1, limit: 10, keyword: "Po" });
    await api.deleteMedia([3, 4]);
    expect(calls.map((call) => call.url)).toEqual([
      "/api/uploadCate/add",
      "/api/uploadCate/index",
      "/api/upload/del?id=3,4",
    ]);
    expect(calls[2]?.init.method).toBe("GET");
  });

  it("rejects with the server's msg on code 1 and the decoded statusmessage on an HTTP error", async () => {
    const refused = recordingFetch(
      () => new Response(JSON.stringify({ code: 1, msg: "分类已存在" })),
    );
    const api = createHttpMediaApi({
      baseUrl: "",
      getToken: () => "t",
      uploader: noUploads,
      fetch: refused.fetch,
    });
    await expect(api.addCategory("x")).rejects.toThrow("分类已存在");

    const forbidden = recordingFetch(
      () =>
        new Response("", {
          status: 403,
          headers: { statusmessage: encodeURIComponent("没有权限") },
        }),
    );
    const api2 = createHttpMediaApi({
      baseUrl: "",
      getToken: () => "t",
      uploader: noUploads,
      fetch: forbidden.fetch,
    });
    await expect(api2.deleteMedia([1])).rejects.toThrow("没有权限");
  });

  it("asks the server once whether it takes videos directly, and keeps chunks for local storage", async () => {
    const { calls, fetch } = recordingFetch(() => ok({ type: "local" }));
    const seen: Array<{ type: string; direct?: () => Promise<boolean> }> = [];
    const recorder: Uploader = {
      upload: (_file, options) => {
        seen.push(options);
        return {} as ReturnType<Uploader["upload"]>;
      },
    };
    const api = createHttpMediaApi({ baseUrl: "", getToken: () => "t", uploader: recorder, fetch });
    api.upload(new File(["v"], "a.mp4"), { type: "video" });
    api.upload(new File(["v"], "b.mp4"), { type: "video" });
    api.upload(new File(["i"], "a.png"), { type: "image" });
    expect(await seen[0]?.direct?.()).toBe(false);
    expect(await seen[1]?.direct?.()).toBe(false);
    expect(seen[2]?.direct).toBeUndefined();
    expect(calls.map((call) => call.url)).toEqual(["/api/upload/getStorageType"]);
  });
});
