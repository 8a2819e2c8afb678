import type { i18n as I18n } from "i18next";
import type { ReactNode } from "react";
import { AntdLook } from "./AntdLook";
import { AppProviders } from "./AppProviders";

export { themeFor } from "./AntdLook";

/**
 * i18n and antd's locale and theme in one, for stories and component tests that render antd.
 * The app itself uses AppProviders and adds AntdLook per route, so /login loads without antd.
 */
export function UiProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <AppProviders i18n={i18n}>
      <AntdLook>{children}</AntdLook>
    </AppProviders>
  );
}
