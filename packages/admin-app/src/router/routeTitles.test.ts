import { flattenResources, RESOURCES, resourceTitleKey } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { lockTexts } from "../components/lock/lockTexts";
import { createI18n, LANGUAGES } from "../i18n";
import { publicPageTexts } from "../pages/welcome/publicPageTexts";
import { routeTitles } from "./routeTitles";
import { flattenMenu, STATIC_MENU } from "./staticMenu";
import { registerRouteTitles } from "./useRouteTitles";

function leafKeys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    leafKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe("texts registered outside the main catalogue", () => {
  it.each([
    ["route titles", routeTitles],
    ["lock screen", lockTexts],
    ["public pages", publicPageTexts],
  ])("%s fill every key in every language", (_name, texts) => {
    const keys = leafKeys(texts["zh-cn"]).sort();
    for (const language of LANGUAGES) expect(leafKeys(texts[language]).sort()).toEqual(keys);
  });

  it.each(LANGUAGES)("every static route has a title in %s", (language) => {
    const i18n = createI18n({ language });
    registerRouteTitles(i18n);
    const missing = flattenMenu(STATIC_MENU)
      .map((entry) => entry.meta.title)
      .filter((key) => !i18n.exists(key, { lng: language, fallbackLng: false }));
    expect(missing).toEqual([]);
  });

  // The server seeds its menu from the same declarations and stores these keys as titles; the menu
  // screen and the role grant tree translate them, so a missing one would show as a raw key.
  it.each(LANGUAGES)("every declared screen and button has a text in %s", (language) => {
    const i18n = createI18n({ language });
    registerRouteTitles(i18n);
    const keys = flattenResources(RESOURCES).flatMap((item) => [
      resourceTitleKey(item.name),
      ...(item.buttons ?? []).map((button) => button.title),
    ]);
    expect(keys).toContain("router.btn.add");
    const missing = keys.filter((key) => !i18n.exists(key, { lng: language, fallbackLng: false }));
    expect([...new Set(missing)]).toEqual([]);
  });
});
