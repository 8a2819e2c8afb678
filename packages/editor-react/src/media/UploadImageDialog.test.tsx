import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MediaRecord } from "@vitrine/media-uploader";
import { describe, expect, it, vi } from "vitest";
import { createMemoryMediaApi, type MemoryMediaApiOptions } from "./memory-media-api";
import { samplePng } from "./story-data";
import { UploadImageDialog, type UploadImageDialogProps } from "./UploadImageDialog";

const cjk = (label: string) => new RegExp(`^${[...label].join("\\s?")}$`);
const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>(".ant-modal input[type=file]");
  if (!input) throw new Error("no file input");
  return input;
};

function setup(options: MemoryMediaApiOptions = {}, props: Partial<UploadImageDialogProps> = {}) {
  const api = createMemoryMediaApi({ uploadStepMs: 1, ...options });
  const onOk = vi.fn<(record: MediaRecord) => void>();
  const onCancel = vi.fn();
  const view = render(
    <UploadImageDialog open api={api} onOk={onOk} onCancel={onCancel} {...props} />,
  );
  const reopen = () => {
    view.rerender(<UploadImageDialog open={false} api={api} onOk={onOk} onCancel={onCancel} />);
    view.rerender(<UploadImageDialog open api={api} onOk={onOk} onCancel={onCancel} />);
  };
  return { api, onOk, onCancel, reopen, user: userEvent.setup({ applyAccept: false }) };
}

const okButton = () => screen.getByRole("button", { name: cjk("确定") }) as HTMLButtonElement;

describe("UploadImageDialog", () => {
  it("uploads one picture and hands its record over on OK", async () => {
    const { api, user, onOk } = setup({}, { cateId: 4 });
    expect(okButton().disabled).toBe(true);
    await user.upload(fileInput(), samplePng("cover.png"));
    await waitFor(() => expect(okButton().disabled).toBe(false));
    await user.click(okButton());
    expect(onOk).toHaveBeenCalledWith(
      expect.objectContaining({ fileName: "cover.png", cate_id: 4 }),
    );
    expect(api.media).toHaveLength(1);
    // A single card: the picker is gone while a picture is there.
    expect(screen.queryByText("上传")).toBeNull();
  });

  it("refuses a file that is not an image with 请上传图片！", async () => {
    const { api, user } = setup();
    await user.upload(fileInput(), new File(["%PDF"], "terms.pdf", { type: "application/pdf" }));
    expect(await screen.findByText("请上传图片！")).toBeTruthy();
    expect(api.media).toHaveLength(0);
    expect(okButton().disabled).toBe(true);
  });

  it("asks 点击取消后您填写的信息将丢失，您确定取消？ and only cancels when confirmed", async () => {
    const { user, onCancel } = setup();
    await user.click(screen.getByRole("button", { name: cjk("取消") }));
    expect(await screen.findByText("点击取消后您填写的信息将丢失，您确定取消？")).toBeTruthy();
    const confirmButtons = screen.getAllByRole("button", { name: cjk("取消") });
    // The last "cancel" is the confirmation's own: it keeps the dialog.
    await user.click(confirmButtons[confirmButtons.length - 1] as HTMLElement);
    expect(onCancel).not.toHaveBeenCalled();

    await user.click(screen.getAllByRole("button", { name: cjk("取消") })[0] as HTMLElement);
    const oks = await screen.findAllByRole("button", { name: cjk("确定") });
    await user.click(oks[oks.length - 1] as HTMLElement);
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
  });

  it("shows a failed upload's message and keeps OK disabled", async () => {
    const { user } = setup({ failUploads: "上传图片失败，请删除后重新上传" });
    await user.upload(fileInput(), samplePng());
    expect(await screen.findByText("上传图片失败，请删除后重新上传")).toBeTruthy();
    expect(okButton().disabled).toBe(true);
  });

  it("starts empty when reopened", async () => {
    const { user, reopen } = setup();
    await user.upload(fileInput(), samplePng());
    await waitFor(() => expect(okButton().disabled).toBe(false));
    reopen();
    await waitFor(() => expect(okButton().disabled).toBe(true));
    expect(screen.getByText("上传")).toBeTruthy();
  });
});
