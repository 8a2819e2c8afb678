import { describe, expect, it } from "vitest";
import { UPLOADER_LOCALES, uploaderMessage } from "./messages";
import { checkFile, EDITOR_UPLOAD_LIMITS, mediaTypeOf } from "./validate-file";

const MIB = 1_048_576;

describe("checkFile", () => {
  it.each(["a.jpg", "a.JPEG", "a.png", "a.gif"])("accepts the image %s", (name) => {
    expect(checkFile({ name, size: 10 }, "image")).toBeUndefined();
  });

  it.each([
    ["a.webp", "image"],
    ["a.mp4", "image"],
    ["a.mov", "video"],
    ["a.png", "video"],
    ["noextension", "image"],
  ] as const)("refuses %s as %s with 暂时不支持其他类型", (name, type) => {
    expect(checkFile({ name, size: 10 }, type)).toMatchObject({
      code: "unsupported-type",
      message: "暂时不支持其他类型",
    });
  });

  it("refuses an empty file with 文件异常", () => {
    expect(checkFile({ name: "a.png", size: 0 }, "image")?.message).toBe("文件异常");
  });

  it("applies the editor limits with the spec's messages", () => {
    const image = { name: "a.png", size: 2 * MIB + 1 };
    const video = { name: "a.mp4", size: 10 * MIB + 1 };
    expect(checkFile(image, "image", EDITOR_UPLOAD_LIMITS)?.message).toBe("上传图片大小不能超过2M");
    expect(checkFile(video, "video", EDITOR_UPLOAD_LIMITS)?.message).toBe(
      "上传视频大小不能超过10M",
    );
    expect(
      checkFile({ name: "a.png", size: 2 * MIB }, "image", EDITOR_UPLOAD_LIMITS),
    ).toBeUndefined();
    expect(checkFile(video, "video")).toBeUndefined();
  });

  it("speaks the requested locale", () => {
    expect(checkFile({ name: "a.exe", size: 1 }, "image", {}, "en")?.message).toBe(
      "Other file types are not supported yet",
    );
    expect(checkFile({ name: "a.png", size: 0 }, "image", {}, "zh-tw")?.message).toBe("檔案異常");
  });
});

it("knows the media type from the name", () => {
  expect(mediaTypeOf("clip.MP4")).toBe("video");
  expect(mediaTypeOf("photo.jpeg")).toBe("image");
  expect(mediaTypeOf("doc.pdf")).toBeUndefined();
});

it("has every message in every locale", () => {
  const keys = ["unsupportedType", "emptyFile", "alreadyUploaded", "uploadAgain"] as const;
  for (const locale of UPLOADER_LOCALES) {
    for (const key of keys) expect(uploaderMessage(locale, key)).not.toBe("");
  }
  expect(uploaderMessage("zh-cn", "alreadyUploaded")).toBe("已经上传过该文件");
  expect(uploaderMessage("zh-cn", "imageUploadFailed")).toBe("上传图片失败，请删除后重新上传");
});
