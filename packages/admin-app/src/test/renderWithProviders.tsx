import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { UiProviders } from "../components/UiProviders";
import { createI18n, type Language } from "../i18n";
import type { AppStore } from "../store";

/** Renders UI the way the app does: i18n, antd's locale and theme, and optionally the store. */
export function renderWithProviders(
  ui: ReactNode,
  { store, language = "zh-cn" }: { store?: AppStore; language?: Language } = {},
) {
  const i18n = createI18n({ language });
  const tree = <UiProviders i18n={i18n}>{ui}</UiProviders>;
  return { i18n, ...render(store ? <Provider store={store}>{tree}</Provider> : tree) };
}
