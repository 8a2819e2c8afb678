import { useTranslation } from "react-i18next";
import { registerTexts } from "../../components/module/moduleTexts";
import { deskTexts } from "./deskTexts";
import { orderTexts } from "./orderTexts";

const registered = new WeakSet<object>();

/** `t` with the order screens' texts added to the i18n instance: they ride in this chunk. */
export function useOrderTranslation() {
  const translation = useTranslation();
  if (!registered.has(translation.i18n)) {
    registerTexts(translation.i18n, orderTexts);
    registerTexts(translation.i18n, deskTexts);
    registered.add(translation.i18n);
  }
  return translation;
}
