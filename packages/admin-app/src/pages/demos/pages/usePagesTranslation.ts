import { registerTexts } from "../../../components/module/moduleTexts";
import { useDemoTranslation } from "../useDemoTranslation";
import { pagesTexts } from "./pagesTexts";

const registered = new WeakSet<object>();

/** The demo pages' `t` plus the /pages section's own texts, which ride only in its chunks. */
export function usePagesTranslation() {
  const translation = useDemoTranslation();
  if (!registered.has(translation.i18n)) {
    registerTexts(translation.i18n, pagesTexts);
    registered.add(translation.i18n);
  }
  return translation;
}
