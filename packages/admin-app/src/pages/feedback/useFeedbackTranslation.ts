import { useTranslation } from "react-i18next";
import { registerTexts } from "../../components/module/moduleTexts";
import { feedbackTexts } from "./feedbackTexts";

const registered = new WeakSet<object>();

/** `t` with the feedback screen's texts added to the i18n instance: they ride in this chunk. */
export function useFeedbackTranslation() {
  const translation = useTranslation();
  if (!registered.has(translation.i18n)) {
    registerTexts(translation.i18n, feedbackTexts);
    registered.add(translation.i18n);
  }
  return translation;
}
