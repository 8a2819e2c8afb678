import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MediaRecord } from "@vitrine/media-uploader";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MediaLibraryDialog, type MediaLibraryDialogProps } from "./MediaLibraryDialog";
import { createMemoryMediaApi, type MemoryMediaApiOptions } from "./memory-media-api";
import { sampleCategories, sampleMedia, samplePng } from "./story-data";

function setup(
  options: MemoryMediaApiOptions = { media: sampleMedia(15), categories: sampleCategories },
  props: Partial<MediaLibraryDialogProps> = {},
) {
  const api = createMemoryMediaApi({ uploadStepMs: 1, ...options });
  const onSelect = vi.fn<(items: MediaRecord[]) => void>();
  const onClose = vi.fn();
  const view = render(
    <MediaLibraryDialog open api={api} onSelect={onSelect} onClose={onClose} {...props} />,
  );
  const rerender = (next: Partial<MediaLibraryDialogProps>) =>
    view.rerender(
      <MediaLibraryDialog
        open
        api={api}
        onSelect={onSelect}
        onClose={onClose}
        {...props}
        {...next}
      />,
    );
  const user = userEvent.setup({ applyAccept: false });
  return { api, onSelect, onClose, rerender, user };
}

// antd spaces out two-character Chinese button labels ("添 加").
const cjk = (label: string) => new RegExp(`^${[...label].join("\\s?")}$`);
const fileInput = () => {
  // The upload control renders a fresh input after each pick, so look it up every time.
  const input = document.querySelector<HTMLInputElement>(".ant-modal input[type=file]");
  if (!input) throw new Error("no file input");
  return input;
};
const item = (name: string) => screen.findByRole("button", { name });
const media = () => screen.getByRole("region", { name: "素材" });

describe("MediaLibraryDialog", () => {
  it("shows the title 素材库, the all entry, the categories and a page of items with the total", async () => {
    setup();
    expect(screen.getByText("素材库")).toBeTruthy();
    const categories = screen.getByRole("navigation", { name: "分类" });
    expect(within(categories).getByText("全部")).toBeTruthy();
    expect(await within(categories).findByText("Banners")).toBeTruthy();
    await item("picture-1.png");
    expect(within(media()).getAllByRole("button", { pressed: false })).toHaveLength(10);
    expect(screen.getByText("共 15 条")).toBeTruthy();
  });

  it("filters by category, and the all entry lists everything again", async () => {
    const { user } = setup();
    await item("picture-1.png");
    await user.click(await screen.findByText("Videos"));
    await waitFor(() => expect(screen.getByText("共 2 条")).toBeTruthy());
    expect(screen.getByRole("button", { name: "clip-7.mp4" })).toBeTruthy();
    await user.click(screen.getByText("全部"));
    await waitFor(() => expect(screen.getByText("共 15 条")).toBeTruthy());
  });

  it("refuses to add an empty category with 请输入后提交 and adds a typed one", async () => {
    const { api, user } = setup();
    await user.click(screen.getByRole("button", { name: cjk("添加") }));
    expect(await screen.findByText("请输入后提交")).toBeTruthy();
    expect(api.categories).toHaveLength(3);

    await user.type(screen.getByRole("textbox", { name: "请输入分类名称" }), "Posters");
    await user.click(screen.getByRole("button", { name: cjk("添加") }));
    const categories = screen.getByRole("navigation", { name: "分类" });
    expect(await within(categories).findByText("Posters")).toBeTruthy();
    expect(api.categories.map((category) => category.title)).toContain("Posters");
  });

  it("searches categories by keyword", async () => {
    const { user } = setup();
    const categories = screen.getByRole("navigation", { name: "分类" });
    await within(categories).findByText("Banners");
    await user.type(screen.getByRole("textbox", { name: "请输入分类名称" }), "Prod");
    await user.click(screen.getByRole("button", { name: cjk("搜索") }));
    await waitFor(() => expect(within(categories).queryByText("Banners")).toBeNull());
    expect(within(categories).getByText("Products")).toBeTruthy();
  });

  it("keeps to the default limit of one with 选择不能超过1个 and hands over the choice", async () => {
    const { user, onSelect, onClose } = setup();
    await user.click(await item("picture-1.png"));
    await user.click(screen.getByRole("button", { name: "picture-2.png" }));
    expect(await screen.findByText("选择不能超过1个")).toBeTruthy();
    expect(screen.getByRole("button", { name: "picture-2.png" }).getAttribute("aria-pressed")).toBe(
      "false",
    );
    await user.click(screen.getByRole("button", { name: "使用选中" }));
    expect(onSelect).toHaveBeenCalledWith([expect.objectContaining({ fileName: "picture-1.png" })]);
    expect(onClose).toHaveBeenCalled();
  });

  it("allows any number with max 0, and a click again unticks", async () => {
    const { user, onSelect } = setup(undefined, { max: 0 });
    for (const name of ["picture-1.png", "picture-2.png", "picture-3.png"]) {
      await user.click(await item(name));
    }
    await user.click(screen.getByRole("button", { name: "picture-2.png" }));
    await user.click(screen.getByRole("button", { name: "使用选中" }));
    expect(onSelect.mock.calls[0]?.[0].map((chosen) => chosen.fileName)).toEqual([
      "picture-1.png",
      "picture-3.png",
    ]);
  });

  it("clears the selection when reopened", async () => {
    const { user, rerender } = setup();
    await user.click(await item("picture-1.png"));
    expect(screen.getByRole("button", { name: "picture-1.png", pressed: true })).toBeTruthy();
    rerender({ open: false });
    rerender({ open: true });
    await waitFor(() =>
      expect(
        screen.getByRole("button", { name: "picture-1.png" }).getAttribute("aria-pressed"),
      ).toBe("false"),
    );
    expect((screen.getByRole("button", { name: "使用选中" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("deletes the selected items after 您确定删除吗?", async () => {
    const { api, user } = setup();
    await user.click(await item("picture-1.png"));
    await user.click(screen.getByRole("button", { name: cjk("删除") }));
    expect(await screen.findByText("您确定删除吗?")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: cjk("确定") }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "picture-1.png" })).toBeNull());
    expect(api.media.some((record) => record.fileName === "picture-1.png")).toBe(false);
    expect(screen.getByText("共 14 条")).toBeTruthy();
  });

  it("uploads a picked file with its progress and lists it; the same file again is 已经上传过该文件", async () => {
    const { api, user } = setup({ categories: sampleCategories, uploadStepMs: 20 });
    expect(await screen.findByText("暂无数据")).toBeTruthy();
    await user.upload(fileInput(), samplePng("banner.png"));
    expect(await screen.findByRole("progressbar", { name: "banner.png" })).toBeTruthy();
    expect(await item("banner.png")).toBeTruthy();
    expect(screen.queryByRole("progressbar", { name: "banner.png" })).toBeNull();
    expect(api.media).toHaveLength(1);

    await user.upload(fileInput(), samplePng("banner.png"));
    expect(await screen.findByText("已经上传过该文件")).toBeTruthy();
    expect(api.media).toHaveLength(1);
  });

  it("refuses other file types with 暂时不支持其他类型", async () => {
    const { api, user } = setup({});
    await user.upload(fileInput(), new File(["x"], "notes.txt", { type: "text/plain" }));
    expect(await screen.findByText("暂时不支持其他类型")).toBeTruthy();
    expect(api.media).toHaveLength(0);
  });

  it("shows a failed upload's message on its row", async () => {
    const { user } = setup({ failUploads: "上传图片失败，请删除后重新上传" });
    await user.upload(fileInput(), samplePng("broken.png"));
    const row = await screen.findAllByText("上传图片失败，请删除后重新上传");
    expect(row.length).toBeGreaterThan(0);
  });

  it("shows the load error with a retry", async () => {
    setup({ failLoading: "网络连接错误" });
    expect(await screen.findByText("网络连接错误")).toBeTruthy();
    expect(screen.getByRole("button", { name: cjk("重试") })).toBeTruthy();
  });

  it("speaks English", async () => {
    setup({ media: sampleMedia(3), categories: sampleCategories, locale: "en" }, { locale: "en" });
    expect(await screen.findByText("3 in total")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Use selected" })).toBeTruthy();
    expect(screen.getByText("All")).toBeTruthy();
  });
});

// Uploads use timers; make sure none leak into the next file.
afterEach(() => act(() => {}));
