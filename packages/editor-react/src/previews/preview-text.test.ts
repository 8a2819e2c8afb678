import { LOCALES, translate } from "@vitrine/editor-core";
import { describe, expect, it } from "vitest";
import { loadUiMessages, uiText } from "../i18n/ui-messages";
import { previewTexts } from "./preview-text";

describe("preview texts", () => {
  it.each(LOCALES)("match editor-core's titles and the workbench texts in %s", async (locale) => {
    // Only zh-cn's workbench texts are there from the start; the others load on demand.
    await loadUiMessages(locale);
    const t = previewTexts[locale];
    for (const type of ["crowdoperation", "personalizedrecommendation", "onlineservice"] as const) {
      expect(t[type]).toBe(translate(`component.${type}.title`, locale));
    }
    expect(t.placeholderHint).toBe(uiText("placeholder.hint", locale));
    expect(t.closeNotice).toBe(uiText("notice.close", locale));
  });
});
