import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../types";
import { messages } from "./messages";
import { hasMessage, translate } from "./translate";

describe("message catalogue", () => {
  it("has every key in every locale, none empty", () => {
    const keys = new Set(LOCALES.flatMap((locale) => Object.keys(messages[locale])));
    for (const locale of LOCALES) {
      const missing = [...keys].filter((key) => !messages[locale][key]?.trim());
      expect(missing, `missing in ${locale}`).toEqual([]);
    }
  });

  it("holds every key the source code uses", () => {
    const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
    const files = fs
      .readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
    const used = new Set<string>();
    for (const file of files) {
      const source = fs.readFileSync(path.join(root, file), "utf8");
      for (const match of source.matchAll(
        /"((?:validation|placement|command|document|preview)\.[\w.]+)"/g,
      )) {
        used.add(match[1]!);
      }
    }
    expect(used.size).toBeGreaterThan(30);
    const missing = [...used].filter((key) => !LOCALES.every((locale) => messages[locale][key]));
    expect(missing).toEqual([]);
  });

  it("keeps the same placeholders in every locale", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(messages["zh-cn"])) {
      const expected = placeholders(messages["zh-cn"][key] ?? "");
      for (const locale of LOCALES) {
        expect(placeholders(messages[locale][key] ?? ""), `${locale} ${key}`).toEqual(expected);
      }
    }
  });

  it("holds the spec's validation messages word for word in zh-cn", () => {
    expect(translate("validation.page.nameRequired")).toBe("请输入页面名称");
    expect(translate("validation.page.detailsRequired")).toBe("请输入页面描述");
    expect(translate("validation.page.classificationRequired")).toBe("请选择页面分类");
    expect(translate("validation.cell.titleRequired")).toBe("请输入左侧标题");
    expect(translate("validation.store.nameRequired")).toBe("请输入店铺名称");
    expect(translate("validation.notice.textRequired")).toBe("请输入公告");
    expect(translate("validation.number.invalid")).toBe("请输入有效数字");
    expect(translate("validation.number.max99")).toBe("数字最大为99");
    expect(translate("validation.powder.titleRequired")).toBe("请输入标题");
    expect(translate("validation.powder.describeRequired")).toBe("请输入描述");
    expect(translate("validation.powder.buttonNameRequired")).toBe("请输入按钮名称");
  });
});

describe("translate", () => {
  it("fills placeholders and keeps unknown ones visible", () => {
    expect(translate("validation.range", "en", { min: 28, max: 50 })).toBe(
      "Enter a number from 28 to 50",
    );
    expect(translate("validation.range", "en", { min: 1 })).toBe("Enter a number from 1 to {max}");
  });

  it("falls back to zh-cn, then to the key", () => {
    messages["zh-cn"]["test.onlyChinese"] = "仅中文";
    try {
      expect(translate("test.onlyChinese", "en")).toBe("仅中文");
    } finally {
      delete messages["zh-cn"]["test.onlyChinese"];
    }
    expect(translate("no.such.key", "zh-tw")).toBe("no.such.key");
    expect(hasMessage("no.such.key")).toBe(false);
    expect(hasMessage("component.notice.title")).toBe(true);
  });
});
