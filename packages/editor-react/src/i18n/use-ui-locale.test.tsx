import { act, renderHook } from "@testing-library/react";
import type { Locale } from "@vitrine/editor-core";
import { describe, expect, it } from "vitest";
import { useUiLocale } from "./use-ui-locale";

// The set-up file has every language loaded, so these check the languages that are here; the
// waiting itself is ui-messages.test.ts's (no language but zh-cn before it is asked for).
describe("useUiLocale", () => {
  it("draws a loaded language at once, and follows a switch between loaded ones", () => {
    const { result, rerender } = renderHook(
      ({ locale }: { locale: Locale }) => useUiLocale(locale),
      {
        initialProps: { locale: "en" },
      },
    );
    expect(result.current).toBe("en");
    act(() => rerender({ locale: "zh-tw" }));
    expect(result.current).toBe("zh-tw");
    act(() => rerender({ locale: "zh-cn" }));
    expect(result.current).toBe("zh-cn");
  });
});
