import { act, fireEvent, screen } from "@testing-library/react";
import type { FirmwareRecord, UploadProgress } from "@vitrine/media-uploader";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/renderWithProviders";
import { FirmwareFileInput } from "./FirmwareFileInput";
import type { FirmwareUpload } from "./firmwareUploader";

const record: FirmwareRecord = {
  id: 12,
  url: "/api/firmware/file/9e107d9d372bb6826bd81d3542a419d6",
  fileName: "w1-2.0.0.bin",
  md5: "9e107d9d372bb6826bd81d3542a419d6",
  sha256: "d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592",
  ext: "bin",
  type: "firmware",
  size: 2_621_440,
  create_time: "2026-11-26T09:00:00Z",
};

/** An upload the test drives: progress when it says, then the stored record or a refusal. */
function controlledUpload() {
  const listeners = new Set<(progress: UploadProgress) => void>();
  let settle!: { resolve(r: FirmwareRecord): void; reject(e: Error): void };
  const result = new Promise<{ record: FirmwareRecord; alreadyUploaded: boolean }>(
    (resolve, reject) => {
      settle = { resolve: (r) => resolve({ record: r, alreadyUploaded: false }), reject };
    },
  );
  const upload: FirmwareUpload = {
    result,
    onProgress(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    cancel: vi.fn(),
  };
  const progress = (phase: UploadProgress["phase"], percent: number) =>
    act(() => {
      for (const listener of listeners)
        listener({ phase, percent, loaded: 0, total: 0 } as unknown as UploadProgress);
    });
  return { upload, progress, settle };
}

const chooseFile = (name: string) =>
  fireEvent.change(screen.getByLabelText("固件文件"), {
    target: { files: [new File([new Uint8Array(8)], name)] },
  });

describe("the firmware file of a package", () => {
  it("uploads with the hashing and sending progress, then shows the stored file with both hashes", async () => {
    const controlled = controlledUpload();
    const upload = vi.fn(() => controlled.upload);
    const onChange = vi.fn();
    renderWithProviders(
      <FirmwareFileInput current={null} onChange={onChange} uploader={{ upload }} />,
    );
    expect(screen.getByText("尚未上传文件")).toBeTruthy();
    chooseFile("w1-2.0.0.bin");
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ name: "w1-2.0.0.bin" }));
    controlled.progress("hashing", 40);
    expect(screen.getByText("正在计算 MD5 40%")).toBeTruthy();
    controlled.progress("uploading", 75.4);
    expect(screen.getByText("正在上传 75%")).toBeTruthy();
    await act(async () => controlled.settle.resolve(record));
    expect(
      screen.getByText("w1-2.0.0.bin · 2.5 MB · MD5 9e107d9d372bb6826bd81d3542a419d6", {
        exact: false,
      }),
    ).toBeTruthy();
    expect(screen.getByText(`SHA-256 ${record.sha256}`)).toBeTruthy();
    expect(onChange).toHaveBeenCalledWith(12);
    expect(screen.queryByText(/正在上传/)).toBeNull();
  });

  it("shows the server's refusal (the size limit in the operator's language) and keeps the old value", async () => {
    const controlled = controlledUpload();
    const onChange = vi.fn();
    renderWithProviders(
      <FirmwareFileInput
        current={null}
        onChange={onChange}
        uploader={{ upload: () => controlled.upload }}
      />,
    );
    chooseFile("huge.bin");
    await act(async () => controlled.settle.reject(new Error("升级文件大小不能超过64M")));
    expect(screen.getByText("升级文件大小不能超过64M")).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });
});
