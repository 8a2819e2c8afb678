import { useTranslation } from "react-i18next";
import { registerTexts } from "../../components/module/moduleTexts";
import { registerRouteTitles } from "../../router/useRouteTitles";
import { demoTexts } from "./demoTexts";

const registered = new WeakSet<object>();

/**
 * `t` with the demo pages' texts added to whichever i18n instance renders them: they ride in the
 * demos' own chunks instead of the catalogue the sign-in page downloads.
 */
export function useDemoTranslation() {
  const translation = useTranslation();
  if (!registered.has(translation.i18n)) {
    registerTexts(translation.i18n, demoTexts);
    registered.add(translation.i18n);
  }
  // The demo routes' titles too: the public demo pages render outside the signed-in shell.
  registerRouteTitles(translation.i18n);
  return translation;
}
