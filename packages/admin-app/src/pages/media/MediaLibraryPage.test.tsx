import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/renderWithProviders";
import MediaLibraryPage from "./index";

const record = (id: number, fileName: string) => ({
  id,
  url: `/uploads/${fileName}`,
  fileName,
  md5: "0".repeat(32),
  ext: fileName.split(".").pop(),
  type: fileName.endsWith(".mp4") ? "video" : "image",
  size: 1234,
  cate_id: 0,
  create_time: "2026-11-26 10:00:00",
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function serve(data: unknown[], total: number) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return new Response(JSON.stringify({ code: 0, msg: "ok", data: { total, data } }), {
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return asked;
}

describe("the media library page", () => {
  it("shows the library itself: how many files and the latest uploads, beside the full library", async () => {
    const asked = serve([record(9, "banner.png"), record(8, "intro.mp4")], 27);
    renderWithProviders(<MediaLibraryPage />);
    const recent = await screen.findByRole("region", { name: "最近上传" });
    expect(within(recent).getByText("媒体库共 27 个文件，以下是最近上传的：")).toBeTruthy();
    expect(within(recent).getByRole("img", { name: "banner.png" })).toBeTruthy();
    expect(within(recent).getByText("intro.mp4")).toBeTruthy();
    expect(screen.getByRole("button", { name: "打开媒体库" })).toBeTruthy();
    expect(asked.some((url) => url.includes("/api/upload/index"))).toBe(true);
  });

  it("says the library is empty and how to fill it", async () => {
    serve([], 0);
    renderWithProviders(<MediaLibraryPage />);
    expect(await screen.findByText("媒体库还没有文件：打开媒体库上传图片或视频。")).toBeTruthy();
  });
});
