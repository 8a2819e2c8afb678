import { describe, expect, it } from "vitest";
import { checkFeedback } from "./app-routes.js";
import { feedbackTranslator } from "./messages.js";

const zh = feedbackTranslator("zh-cn");
const image = (i: number) => `/uploads/image/2026/${i}.png`;

describe("a feedback item's shapes, through its TypeBox schema, answer in the app's words", () => {
  it("names the first refused field in the form's order", () => {
    expect(checkFeedback({ content: "   ", images: "x" }, zh)).toMatchObject({
      field: "content",
      message: "请填写反馈内容",
    });
    expect(checkFeedback({ content: { text: "x" } }, zh)).toMatchObject({ field: "content" });
    expect(checkFeedback({ content: "卡顿", images: ["//evil.example/x.png"] }, zh)).toMatchObject({
      field: "images",
      message: "图片地址不正确",
    });
    const ten = Array.from({ length: 10 }, (_, i) => (i === 3 ? 5 : image(i)));
    expect(checkFeedback({ content: "卡顿", images: ten }, zh)).toMatchObject({
      field: "images",
      message: "最多上传 9 张图片",
    });
    expect(checkFeedback({ content: "卡顿", contact: { a: 1 } }, zh)).toMatchObject({
      field: "contact",
      message: "联系方式最多 100 个字符",
    });
    expect(
      checkFeedback({ content: "卡顿", appVersion: true }, feedbackTranslator("zh-tw")),
    ).toMatchObject({ field: "appVersion", message: expect.stringContaining("最多 100 個字元") });
  });

  it("takes numbers and blanks in the short fields, trimmed", () => {
    expect(
      checkFeedback(
        { content: " 卡顿 ", images: null, contact: 13800000000, deviceSerial: null },
        feedbackTranslator("en"),
      ),
    ).toEqual({
      ok: true,
      values: {
        content: "卡顿",
        images: [],
        contact: "13800000000",
        appVersion: "",
        deviceSerial: "",
      },
    });
  });
});
