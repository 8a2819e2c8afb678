import { createContext, type ReactNode, useContext, useMemo } from "react";
import { translateSku } from "../i18n/translate";
import type { MessageParams, SkuLocale } from "../types";

export interface SkuText {
  locale: SkuLocale;
  t(key: string, params?: MessageParams): string;
}

const SkuTextContext = createContext<SkuText>({
  locale: "zh-cn",
  t: (key, params) => translateSku(key, "zh-cn", params),
});

export function SkuTextProvider({ locale, children }: { locale: SkuLocale; children: ReactNode }) {
  const value = useMemo<SkuText>(
    () => ({ locale, t: (key, params) => translateSku(key, locale, params) }),
    [locale],
  );
  return <SkuTextContext.Provider value={value}>{children}</SkuTextContext.Provider>;
}

/** The editor's language and its translate function (zh-cn when no provider is above). */
export function useSkuText(): SkuText {
  return useContext(SkuTextContext);
}
