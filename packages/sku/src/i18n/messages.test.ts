import { describe, expect, it } from "vitest";
import { SKU_LOCALES, SKU_NUMBER_FIELDS } from "../types";
import { skuMessages } from "./messages";
import { translateSku } from "./translate";

describe("SKU message catalogue", () => {
  it("has every key in every locale, none empty", () => {
    const keys = new Set(SKU_LOCALES.flatMap((locale) => Object.keys(skuMessages[locale])));
    for (const locale of SKU_LOCALES) {
      const missing = [...keys].filter((key) => !skuMessages[locale][key]?.trim());
      expect(missing, `missing in ${locale}`).toEqual([]);
    }
  });

  it("keeps the same placeholders in every locale", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(skuMessages["zh-cn"])) {
      const expected = placeholders(skuMessages["zh-cn"][key] ?? "");
      for (const locale of SKU_LOCALES) {
        expect(placeholders(skuMessages[locale][key] ?? ""), `${locale} ${key}`).toEqual(expected);
      }
    }
  });

  it("holds the spec's SKU messages word for word in zh-cn", () => {
    expect(translateSku("validation.price.required")).toBe("请输入价格");
    expect(translateSku("validation.market_price.required")).toBe("请输入市场价格");
    expect(translateSku("validation.cost_price.required")).toBe("请输入成本价格");
    expect(translateSku("validation.stock.required")).toBe("请输入库存");
    expect(translateSku("validation.weight.required")).toBe("请输入重量");
    expect(translateSku("validation.volume.required")).toBe("请输入体积");
    expect(translateSku("validation.notANumber")).toBe("请输入数字");
  });
});

describe("translateSku", () => {
  it("answers in the requested locale and fills placeholders", () => {
    expect(translateSku("validation.min", "en", { min: 1 })).toBe("Must be at least 1");
    expect(translateSku("ui.table.count", "zh-tw", { count: 6 })).toBe("共 6 個規格組合");
    expect(translateSku("ui.table.count", "en", { count: 1 })).toBe("1 combination");
    expect(translateSku("ui.table.count", "en", { count: 2 })).toBe("2 combinations");
    expect(translateSku("ui.table.invalidCount", "en", { count: 1 })).toBe(
      "1 combination needs fixing",
    );
  });

  it("falls back to zh-cn, then to the key", () => {
    skuMessages["zh-cn"]["test.onlyChinese"] = "仅中文";
    try {
      expect(translateSku("test.onlyChinese", "en")).toBe("仅中文");
    } finally {
      delete skuMessages["zh-cn"]["test.onlyChinese"];
    }
    expect(translateSku("no.such.key", "zh-tw")).toBe("no.such.key");
  });
});

describe("keys used by the code", () => {
  it("exist in the catalogue, so no text shows up as a raw key", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const { join } = await import("node:path");
    const root = join(import.meta.dirname, "..");
    const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    const used = new Set<string>();
    for (const file of files) {
      const source = readFileSync(join(root, file), "utf8");
      // Literal keys passed to t(), refuse() or createSkuMessage(field, key).
      for (const match of source.matchAll(/\b(?:t|refuse)\("([a-z_]+\.[\w.]+)"/g))
        used.add(match[1] ?? "");
      for (const match of source.matchAll(/createSkuMessage\("\w+", "([a-z_]+\.[\w.]+)"/g))
        used.add(match[1] ?? "");
    }
    // Keys built from field names.
    for (const field of SKU_NUMBER_FIELDS) {
      used.add(`validation.${field}.required`);
      used.add(`field.${field}`);
    }
    used.add("field.image");
    expect(used.size).toBeGreaterThan(30);
    expect([...used].filter((key) => !(key in skuMessages["zh-cn"]))).toEqual([]);
  });
});
