import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createMemoryMediaApi } from "../media/memory-media-api";
import { withEditorLimits } from "./editor-upload-limits";
import { renderEditor } from "./test-utils";

const MIB = 1_048_576;
const fileOf = (name: string, bytes: number, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });

describe("the editor's upload limits (image 2 MB, video 10 MB)", () => {
  it("refuse a larger file before anything is sent, in the editor's language", async () => {
    const api = createMemoryMediaApi({ uploadStepMs: 1 });
    const limited = withEditorLimits(api, "zh-cn");
    const image = limited.upload(fileOf("big.png", 2 * MIB + 1, "image/png"), { type: "image" });
    await expect(image.result).rejects.toThrow("上传图片大小不能超过2M");
    expect(image.status).toBe("failed");
    const video = withEditorLimits(api, "en").upload(fileOf("big.mp4", 10 * MIB + 1, "video/mp4"), {
      type: "video",
    });
    await expect(video.result).rejects.toThrow("Videos cannot be larger than 10 MB");
    expect(api.media).toHaveLength(0);
  });

  it("let a file at the limit through to the host's media library", async () => {
    const api = createMemoryMediaApi({ uploadStepMs: 1 });
    const upload = withEditorLimits(api, "zh-cn").upload(fileOf("ok.png", 2 * MIB, "image/png"), {
      type: "image",
    });
    await expect(upload.result).resolves.toMatchObject({ alreadyUploaded: false });
    expect(api.media).toHaveLength(1);
  });

  it("apply to the media library an image field opens, whatever the host's uploader allows", async () => {
    const api = createMemoryMediaApi({ uploadStepMs: 1 });
    renderEditor({ mediaApi: api });
    fireEvent.click(
      within(screen.getByRole("navigation")).getByRole("button", { name: "店铺信息" }),
    );
    fireEvent.click(screen.getByRole("button", { name: "从媒体库选择 背景图片" }));
    // The dialog loads on first use; its upload control renders a file input.
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>(".ant-modal input[type=file]");
      if (!found) throw new Error("no file input yet");
      return found;
    });
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, fileOf("big.png", 3 * MIB, "image/png"));
    expect((await screen.findAllByText("上传图片大小不能超过2M")).length).toBeGreaterThan(0);
    expect(api.media).toHaveLength(0);
  });

  it("apply to the rich text's images: a larger one is refused with the message, never sent", async () => {
    const uploadImage = vi.fn(async () => "https://cdn.example/a.png");
    const { editor } = renderEditor({ uploadImage });
    fireEvent.click(within(screen.getByRole("navigation")).getByRole("button", { name: "富文本" }));
    const input = await screen.findByLabelText("插入图片");
    const big = fileOf("big.png", 2 * MIB + 1, "image/png");
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText("上传图片大小不能超过2M")).toBeTruthy();
    expect(uploadImage).not.toHaveBeenCalled();
    const small = fileOf("a.png", 10, "image/png");
    fireEvent.change(screen.getByLabelText("插入图片"), { target: { files: [small] } });
    await waitFor(() => expect(uploadImage).toHaveBeenCalledWith(small));
    await waitFor(() =>
      expect(editor.getDocument().components[0]?.props.myValue).toContain("cdn.example/a.png"),
    );
  });
});
