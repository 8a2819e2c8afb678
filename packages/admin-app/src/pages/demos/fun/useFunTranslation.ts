import { registerTexts } from "../../../components/module/moduleTexts";
import { useDemoTranslation } from "../useDemoTranslation";
import { funTexts } from "./funTexts";

const registered = new WeakSet<object>();

/** The demo pages' `t` plus the /fun pages' own texts, which ride only in the /fun chunks. */
export function useFunTranslation() {
  const translation = useDemoTranslation();
  if (!registered.has(translation.i18n)) {
    registerTexts(translation.i18n, funTexts);
    registered.add(translation.i18n);
  }
  return translation;
}
