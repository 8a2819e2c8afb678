import { describe, expect, it } from "vitest";
import { createBuiltinRegistry } from "../builtins";
import { contentHint } from "./content-hint";

const registry = createBuiltinRegistry();
const hint = (type: string, props: Record<string, unknown>) =>
  contentHint(registry.get(type)?.fields, props);

describe("contentHint", () => {
  it("tells components of one type apart by the text they hold", () => {
    const notice = registry.get("notice")?.defaultProps ?? {};
    expect(hint("notice", { ...notice, noticeText: "周末满100减10" })).toBe("周末满100减10");
    expect(hint("notice", { ...notice, noticeText: "新品上架" })).toBe("新品上架");
  });

  it("reads a rich text without its tags and cuts a long text to one line", () => {
    expect(hint("richtext", { myValue: "<p>欢迎&nbsp;<b>光临</b></p>" })).toBe("欢迎 光临");
    const long = "这是一段非常非常长的公告文字，用来检查提示会不会被截断成一行显示";
    const cut = hint("notice", { noticeText: long });
    expect([...cut]).toHaveLength(24);
    expect(cut.endsWith("…")).toBe(true);
  });

  it("falls back to the first list item's text, and says nothing for a component without text", () => {
    const nav = {
      imageList: [
        { src: "", text: "" },
        { src: "", text: "新品" },
      ],
    };
    expect(hint("graphicnavigation", nav)).toBe("新品");
    expect(
      hint("auxiliarysegmentation", registry.get("auxiliarysegmentation")?.defaultProps ?? {}),
    ).toBe("");
    expect(contentHint(undefined, { title: "x" })).toBe("");
  });
});
