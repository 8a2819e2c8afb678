import { useTranslation } from "react-i18next";
import { registerTexts } from "../../../components/module/moduleTexts";
import { marketingTexts } from "./marketingTexts";

const registered = new WeakSet<object>();

/** `t` with the marketing texts added to the i18n instance rendering them (they ride in this chunk). */
export function useMarketingTranslation() {
  const translation = useTranslation();
  if (!registered.has(translation.i18n)) {
    registerTexts(translation.i18n, marketingTexts);
    registered.add(translation.i18n);
  }
  return translation;
}
