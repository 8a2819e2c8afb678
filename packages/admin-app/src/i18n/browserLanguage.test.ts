// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { languageToApply } from "../layout/settings/siteLanguage";
import { createPrefixedStorage } from "../utils/storage";
import { createAppI18n, currentLanguage } from "./index";
import { browserLanguage } from "./languages";

describe("the browser's language among ours", () => {
  it("reads English, Traditional and Simplified Chinese in the browser's order of preference", () => {
    expect(browserLanguage(["en-US", "zh-CN"])).toBe("en");
    expect(browserLanguage(["fr-FR", "zh-TW"])).toBe("zh-tw");
    expect(browserLanguage(["zh-HK"])).toBe("zh-tw");
    expect(browserLanguage(["zh-Hant-TW"])).toBe("zh-tw");
    expect(browserLanguage(["zh-CN", "en"])).toBe("zh-cn");
    expect(browserLanguage(["zh"])).toBe("zh-cn");
    expect(browserLanguage(["fr-FR", "de"])).toBeUndefined();
    expect(browserLanguage([])).toBeUndefined();
  });
});

describe("the language the app starts in", () => {
  beforeEach(() => localStorage.clear());

  it("is an English browser's English when nothing was chosen, and that is not stored as a choice", async () => {
    const storage = createPrefixedStorage();
    const { i18n, ready } = createAppI18n({ storage, browserLanguages: ["en-US", "en"] });
    await ready;
    expect(currentLanguage(i18n)).toBe("en");
    expect(i18n.t("login.submit")).toBe("Sign in");
    expect(localStorage.getItem("vitrine:lang")).toBeNull();
    // The site's default (zh-cn unless an administrator changed it) does not override the browser.
    expect(languageToApply(i18n, undefined, "zh-cn", storage, ["en-US"])).toBeUndefined();
    // The operator's own saved choice does.
    expect(languageToApply(i18n, "zh-tw", "zh-cn", storage, ["en-US"])).toBe("zh-tw");
  });

  it("is the choice made in this browser before, whatever the browser's language", async () => {
    localStorage.setItem("vitrine:lang", '"zh-tw"');
    const { i18n, ready } = createAppI18n({
      storage: createPrefixedStorage(),
      browserLanguages: ["en-US"],
    });
    await ready;
    expect(currentLanguage(i18n)).toBe("zh-tw");
  });

  it("is zh-cn for a browser in none of ours, where the site's default language applies", async () => {
    const storage = createPrefixedStorage();
    const { i18n, ready } = createAppI18n({ storage, browserLanguages: ["fr-FR"] });
    await ready;
    expect(currentLanguage(i18n)).toBe("zh-cn");
    expect(languageToApply(i18n, undefined, "en", storage, ["fr-FR"])).toBe("en");
  });

  it("remembers a language chosen after the start", async () => {
    const { i18n, ready } = createAppI18n({
      storage: createPrefixedStorage(),
      browserLanguages: ["en-US"],
    });
    await ready;
    await i18n.changeLanguage("zh-cn");
    expect(localStorage.getItem("vitrine:lang")).toBe('"zh-cn"');
  });
});
