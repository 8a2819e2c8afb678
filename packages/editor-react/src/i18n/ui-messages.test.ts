import { LOCALES } from "@vitrine/editor-core";
import { describe, expect, it } from "vitest";
import { uiMessages } from "./ui-messages";

describe("workbench catalogue", () => {
  const source = Object.keys(uiMessages["zh-cn"]);

  it.each(LOCALES)("has every key, non-empty, in %s", (locale) => {
    const catalogue = uiMessages[locale];
    expect(Object.keys(catalogue).sort()).toEqual([...source].sort());
    for (const key of source) expect(catalogue[key]?.trim(), key).toBeTruthy();
  });

  it("names the toolbar's JSON buttons as the original did in zh-cn", () => {
    const zhCn = uiMessages["zh-cn"];
    expect([zhCn["action.viewJson"], zhCn["action.import"], zhCn["action.export"]]).toEqual([
      "查看JSON",
      "导入JSON",
      "导出JSON",
    ]);
  });

  it("asks the spec's delete confirmation word for word in zh-cn", () => {
    expect(uiMessages["zh-cn"]["confirm.delete"]).toBe("您确定要删除该组件吗?");
  });
});
