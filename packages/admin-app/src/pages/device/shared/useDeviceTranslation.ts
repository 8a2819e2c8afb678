import { useModuleTranslation } from "../../../components/module";
import { registerTexts } from "../../../components/module/moduleTexts";
import { deviceTexts } from "./deviceTexts";

const registered = new WeakSet<object>();

/**
 * `t` with the device screens' texts (and the module blocks') added to whichever i18n instance
 * renders them: they ride in the device chunks, not in the catalogue the sign-in page downloads.
 */
export function useDeviceTranslation() {
  const translation = useModuleTranslation();
  if (!registered.has(translation.i18n)) {
    registerTexts(translation.i18n, deviceTexts);
    registered.add(translation.i18n);
  }
  return translation;
}
