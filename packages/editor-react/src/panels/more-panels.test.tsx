import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderEditor } from "../workbench/test-utils";

const add = (title: string) =>
  fireEvent.click(within(screen.getByRole("navigation")).getByRole("button", { name: title }));

describe("store info panel", () => {
  it("asks for the store name (请输入店铺名称) and limits it to 20, the discount to 45", () => {
    renderEditor();
    add("店铺信息");
    expect(screen.getByText("建议尺寸750×370")).toBeTruthy();
    const name = screen.getByLabelText("店铺名称");
    fireEvent.change(name, { target: { value: "" } });
    expect(screen.getByRole("alert").textContent).toBe("请输入店铺名称");
    fireEvent.change(name, { target: { value: "店".repeat(21) } });
    expect(screen.getByRole("alert").textContent).toBe("最多输入20个字符");
    fireEvent.change(name, { target: { value: "My store" } });
    fireEvent.change(screen.getByLabelText("优惠信息"), { target: { value: "x".repeat(46) } });
    expect(screen.getByRole("alert").textContent).toBe("最多输入45个字符");
    expect(screen.getByRole("main").textContent).toContain("My store");
  });
});

describe("picture ads panel", () => {
  it("adds and removes images and limits radius to 30, spacing to 20, per row to 2–6", () => {
    const { editor } = renderEditor();
    add("图片广告");
    fireEvent.click(screen.getByRole("button", { name: "添加图片" }));
    fireEvent.change(screen.getByLabelText("图片地址 1"), { target: { value: "/a.png" } });
    expect(editor.getDocument().components[0]?.props.imageList).toEqual([
      { src: "/a.png", text: "", linktype: "10", http: {} },
    ]);
    fireEvent.change(screen.getByLabelText("图片圆角"), { target: { value: "31" } });
    expect(screen.getByRole("alert").textContent).toBe("数字最大为30");
    fireEvent.change(screen.getByLabelText("图片圆角"), { target: { value: "30" } });
    fireEvent.change(screen.getByLabelText("图片间距"), { target: { value: "21" } });
    expect(screen.getByRole("alert").textContent).toBe("数字最大为20");
    fireEvent.change(screen.getByLabelText("图片间距"), { target: { value: "0" } });
    expect(screen.queryByLabelText("一行个数")).toBeNull();
    fireEvent.change(screen.getByLabelText("选择模板"), { target: { value: "2" } });
    fireEvent.change(screen.getByLabelText("一行个数"), { target: { value: "7" } });
    expect(screen.getByRole("alert").textContent).toBe("请输入2到6之间的数字");
    fireEvent.click(screen.getByRole("button", { name: "删除图片 1" }));
    expect(editor.getDocument().components[0]?.props.imageList).toEqual([]);
  });

  it("limits the page margin to 0–20", () => {
    const { editor } = renderEditor();
    add("图片广告");
    const margin = screen.getByLabelText("页面间距");
    expect(margin.getAttribute("max")).toBe("20");
    fireEvent.change(margin, { target: { value: "21" } });
    expect(screen.getByRole("alert").textContent).toBe("数字最大为20");
    fireEvent.change(margin, { target: { value: "-1" } });
    expect(screen.getByRole("alert").textContent).toBe("数字最小为0");
    fireEvent.change(margin, { target: { value: "20" } });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(editor.getDocument().components[0]?.props.pageMargin).toBe(20);
  });
});

describe("caption text panel", () => {
  it("asks for a description size (请输入有效数字) and keeps it at most 99 (数字最大为99)", () => {
    const { editor } = renderEditor();
    add("标题文字");
    const size = screen.getByLabelText("描述大小");
    expect(size.getAttribute("max")).toBe("99");
    fireEvent.change(size, { target: { value: "" } });
    expect(screen.getByRole("alert").textContent).toBe("请输入有效数字");
    fireEvent.change(size, { target: { value: "100" } });
    expect(screen.getByRole("alert").textContent).toBe("数字最大为99");
    fireEvent.change(size, { target: { value: "14" } });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(editor.getDocument().components[0]?.props.descriptionSize).toBe(14);
  });

  it("asks for a description weight: 请输入有效数字", () => {
    const { editor } = renderEditor();
    add("标题文字");
    const weight = screen.getByLabelText("描述粗细");
    fireEvent.change(weight, { target: { value: "" } });
    expect(screen.getByRole("alert").textContent).toBe("请输入有效数字");
    expect(editor.validate().map((issue) => issue.message)).toContain("请输入有效数字");
    fireEvent.change(weight, { target: { value: "600" } });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(editor.getDocument().components[0]?.props.descriptionWeight).toBe(600);
  });
});
