import type { ReactNode } from "react";
import { UiProviders } from "../../../components/UiProviders";
import { createI18n, type Language } from "../../../i18n";

/** Languages and antd around a story, as the app sets them up. */
export function renderStory(children: ReactNode, language: Language = "zh-cn") {
  return <UiProviders i18n={createI18n({ language })}>{children}</UiProviders>;
}
