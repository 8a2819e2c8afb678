import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as library from "./MediaLibraryDialog.stories";
import * as uploadImage from "./UploadImageDialog.stories";

// Every story must render what it promises, so a broken story fails here rather than in review.
describe("MediaLibraryDialog stories", () => {
  it("Empty shows no data", async () => {
    render(<library.Empty />);
    expect(await screen.findByText("暂无数据")).toBeTruthy();
  });

  it("Loaded shows a page of the 36 items", async () => {
    render(<library.Loaded />);
    expect(await screen.findByText("共 36 条")).toBeTruthy();
  });

  it("Uploading renders the library whose uploads never finish", async () => {
    render(<library.Uploading />);
    expect(await screen.findByText("共 6 条")).toBeTruthy();
  });

  it("ErrorState shows the load failure", async () => {
    render(<library.ErrorState />);
    expect(await screen.findByText("网络连接错误")).toBeTruthy();
  });

  it("English speaks English", async () => {
    render(<library.English />);
    expect(await screen.findByText("12 in total")).toBeTruthy();
  });
});

describe("UploadImageDialog stories", () => {
  it.each([
    ["Empty", uploadImage.Empty, "上传图片"],
    ["Loaded", uploadImage.Loaded, "上传图片"],
    ["Uploading", uploadImage.Uploading, "上传图片"],
    ["ErrorState", uploadImage.ErrorState, "上传图片"],
    ["English", uploadImage.English, "Upload image"],
  ])("%s renders the dialog", async (_name, Story, title) => {
    render(<Story />);
    expect(await screen.findByText(title)).toBeTruthy();
  });
});
