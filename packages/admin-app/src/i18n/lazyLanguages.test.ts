// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { createPrefixedStorage } from "../utils/storage";
import { createAppI18n, currentLanguage } from "./index";

describe("the app's i18n, with the other languages fetched when chosen", () => {
  beforeEach(() => localStorage.clear());

  it("starts in zh-cn without fetching anything when nothing is stored", async () => {
    const { i18n, ready } = createAppI18n({ storage: createPrefixedStorage() });
    await ready;
    expect(currentLanguage(i18n)).toBe("zh-cn");
    expect(i18n.t("login.submit")).toBe("登录");
    expect(i18n.hasResourceBundle("en", "translation")).toBe(false);
  });

  it("is in the remembered language once ready, so the first render is in it", async () => {
    localStorage.setItem("vitrine:lang", '"en"');
    const { i18n, ready } = createAppI18n({ storage: createPrefixedStorage() });
    await ready;
    expect(currentLanguage(i18n)).toBe("en");
    expect(i18n.t("login.submit")).toBe("Sign in");
  });

  it("fetches a language's messages before switching to it, keeping an area's texts added earlier", async () => {
    const { i18n, ready } = createAppI18n({ storage: createPrefixedStorage() });
    await ready;
    // An area screen registers its catalogue in every language when it mounts.
    i18n.addResourceBundle("zh-tw", "translation", { area: { title: "區域" } }, true, false);
    await i18n.changeLanguage("zh-tw");
    expect(currentLanguage(i18n)).toBe("zh-tw");
    expect(i18n.t("login.submit")).toBe("登入");
    expect(i18n.t("area.title")).toBe("區域");
    expect(localStorage.getItem("vitrine:lang")).toBe('"zh-tw"');
  });
});
