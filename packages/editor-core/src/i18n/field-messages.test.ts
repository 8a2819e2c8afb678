import { describe, expect, it } from "vitest";
import { fieldMessages, hasFieldMessage, translateField } from "../field-messages";
import { LOCALES } from "../types";
import { messages } from "./messages";

describe("field messages", () => {
  it("have every key in every locale, none empty, with the same placeholders", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const zhCn = fieldMessages("zh-cn");
    expect(Object.keys(zhCn).length).toBeGreaterThan(250);
    for (const locale of LOCALES) {
      const catalogue = fieldMessages(locale);
      expect(Object.keys(catalogue)).toEqual(Object.keys(zhCn));
      for (const [key, text] of Object.entries(catalogue)) {
        expect(text.trim(), `${locale} ${key}`).not.toBe("");
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(zhCn[key] ?? ""));
      }
    }
  });

  it("stay out of the main catalogue, which every editor route loads (issue 18)", () => {
    for (const locale of LOCALES) {
      const inMain = Object.keys(messages[locale]).filter((key) => hasFieldMessage(key));
      expect(inMain, locale).toEqual([]);
    }
  });

  it("translate a field key in the language, filling placeholders", () => {
    expect(translateField("field.entertheshop.text")).toBe("左侧标题");
    expect(translateField("field.entertheshop.text", "en")).toBe("Left title");
    expect(translateField("field.entertheshop.text", "zh-tw")).toBe("左側標題");
    expect(translateField("hint.magiccube.slotWidth", "en", { width: 375 })).toBe(
      "Recommended width 375 px",
    );
  });

  it("fall back to the main catalogue, then to the key", () => {
    expect(translateField("component.notice.title", "en")).toBe("Notice");
    expect(translateField("validation.maxLength", "zh-tw", { max: 8 })).toBe("最多輸入8個字元");
    expect(translateField("no.such.key")).toBe("no.such.key");
    // Keys are own properties only: an Object.prototype name is no label.
    expect(hasFieldMessage("toString")).toBe(false);
    expect(hasFieldMessage("field.page.name")).toBe(true);
  });
});
