import { useTranslation } from "react-i18next";
import { registerTexts } from "../../components/module/moduleTexts";
import { appTexts } from "./appTexts";

const registered = new WeakSet<object>();

/** `t` with the app area's texts added to the i18n instance: they ride in this area's chunks. */
export function useAppTranslation() {
  const translation = useTranslation();
  if (!registered.has(translation.i18n)) {
    registerTexts(translation.i18n, appTexts);
    registered.add(translation.i18n);
  }
  return translation;
}
