import { LOCALES } from "@vitrine/editor-core";
import { describe, expect, it, vi } from "vitest";
import { hasUiMessages, isUiMessageKey, loadUiMessages, uiText } from "./ui-messages";
import en from "./ui-messages-en";
import zhTw from "./ui-messages-zh-tw";

describe("workbench catalogue", () => {
  it("holds only zh-cn until another language is asked for, and shows zh-cn meanwhile", async () => {
    // A fresh copy of the module: the unit files share their workers, and one that ran before this
    // one in the same worker may have loaded other languages into the shared copy.
    vi.resetModules();
    const fresh = await import("./ui-messages");
    expect(LOCALES.filter(fresh.hasUiMessages)).toEqual(["zh-cn"]);
    expect(fresh.uiText("action.import", "en")).toBe("导入JSON");
  });

  it.each(LOCALES)("has every key, non-empty, in %s once loaded", async (locale) => {
    await loadUiMessages(locale);
    expect(hasUiMessages(locale)).toBe(true);
    // en's keys are zh-cn's (the catalogue's type says so), and the others have the same.
    const keys = Object.keys(en);
    expect(Object.keys(zhTw).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      expect(isUiMessageKey(key), key).toBe(true);
      if (isUiMessageKey(key)) expect(uiText(key, locale).trim(), key).toBeTruthy();
    }
  });

  it("shows the loaded language's own texts", async () => {
    await loadUiMessages("en");
    await loadUiMessages("zh-tw");
    expect(uiText("action.import", "en")).toBe(en["action.import"]);
    expect(uiText("action.import", "zh-tw")).toBe(zhTw["action.import"]);
  });

  it("names the toolbar's JSON buttons as the original did in zh-cn", () => {
    expect([
      uiText("action.viewJson", "zh-cn"),
      uiText("action.import", "zh-cn"),
      uiText("action.export", "zh-cn"),
    ]).toEqual(["查看JSON", "导入JSON", "导出JSON"]);
  });

  it("asks the spec's delete confirmation word for word in zh-cn", () => {
    expect(uiText("confirm.delete", "zh-cn")).toBe("您确定要删除该组件吗?");
  });
});
