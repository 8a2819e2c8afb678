import { describe, expect, it } from "vitest";
import { systemTexts } from "../../pages/system/shared/systemTexts";
import { moduleTexts } from "./moduleTexts";

/** Every key path of a nested message object, with whether its text is non-empty. */
function keys(value: object, prefix = ""): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === "object" && inner !== null
      ? keys(inner, `${prefix}${key}.`)
      : [`${prefix}${key}${String(inner).trim() ? "" : " (empty)"}`],
  );
}

describe.each([
  ["module blocks", moduleTexts],
  ["system screens", systemTexts],
])("%s texts", (_name, texts) => {
  it("exist in en and zh-tw for every zh-cn key, none empty", () => {
    const reference = keys(texts["zh-cn"]).sort();
    expect(reference.some((k) => k.endsWith("(empty)"))).toBe(false);
    expect(keys(texts.en).sort()).toEqual(reference);
    expect(keys(texts["zh-tw"]).sort()).toEqual(reference);
  });
});

describe("the spec's messages", () => {
  it("are the zh-cn texts word for word", () => {
    const zh = moduleTexts["zh-cn"].module;
    expect(zh.exportNone).toBe("请先选择要导出的数据");
    expect(zh.empty).toBe("暂无数据");
    expect(zh.confirmDelete).toBe("确定删除吗？");
    expect(systemTexts["zh-cn"].system.rules.passwordMismatch).toBe("两次输入的密码不一致");
  });
});
