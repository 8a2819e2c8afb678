import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createMemoryMediaApi } from "../media/memory-media-api";
import { renderEditor } from "../workbench/test-utils";

const addStoreInfo = () =>
  fireEvent.click(within(screen.getByRole("navigation")).getByRole("button", { name: "店铺信息" }));

describe("image fields", () => {
  it("offer the media library when the editor has a media api", () => {
    renderEditor({ mediaApi: createMemoryMediaApi() });
    addStoreInfo();
    expect(screen.getByRole("button", { name: "从媒体库选择 背景图片" })).toBeTruthy();
  });

  it("fall back to a typed address without one", () => {
    const { editor } = renderEditor();
    addStoreInfo();
    expect(screen.queryByRole("button", { name: /从媒体库选择/ })).toBeNull();
    fireEvent.change(screen.getByLabelText("背景图片"), { target: { value: "/banner.png" } });
    expect(editor.getDocument().components[0]?.props.bakcgroundImg).toBe("/banner.png");
  });
});
