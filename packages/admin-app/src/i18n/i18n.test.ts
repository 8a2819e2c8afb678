// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { createPrefixedStorage } from "../utils/storage";
import { createI18n, currentLanguage } from "./index";

describe("createI18n", () => {
  beforeEach(() => localStorage.clear());

  it("starts in zh-cn when nothing is stored", () => {
    const i18n = createI18n({ storage: createPrefixedStorage() });
    expect(currentLanguage(i18n)).toBe("zh-cn");
    expect(i18n.t("login.submit")).toBe("登录");
  });

  it("remembers the chosen language under vitrine:lang and starts in it next time", async () => {
    const storage = createPrefixedStorage();
    await createI18n({ storage }).changeLanguage("zh-tw");
    expect(localStorage.getItem("vitrine:lang")).toBe('"zh-tw"');
    const next = createI18n({ storage });
    expect(currentLanguage(next)).toBe("zh-tw");
    expect(next.t("login.submit")).toBe("登入");
  });

  it("ignores an unknown stored language", () => {
    localStorage.setItem("vitrine:lang", '"fr"');
    const i18n = createI18n({ storage: createPrefixedStorage() });
    expect(currentLanguage(i18n)).toBe("zh-cn");
  });
});
