import { Modal } from "antd";
import type { i18n as I18n } from "i18next";
import { createContext, type ReactNode, useContext } from "react";
import { useTranslation } from "react-i18next";
import { createHttpClient, type HttpClient } from "../../api/http";
import { currentLanguage, languageTag } from "../../i18n";
import { clearToken, readToken } from "../../utils/tokenCookie";

const ModuleHttpContext = createContext<HttpClient | null>(null);

/**
 * The HTTP client of the module blocks. The app root should provide the client made in bootstrap;
 * stories and tests provide one over a fake fetch.
 */
export function ModuleHttpProvider({
  client,
  children,
}: {
  client: HttpClient;
  children: ReactNode;
}) {
  return <ModuleHttpContext.Provider value={client}>{children}</ModuleHttpContext.Provider>;
}

const fallbacks = new WeakMap<I18n, HttpClient>();

/**
 * The provided client, or else one built the way bootstrap builds the app's (same client code,
 * token cookie and language), so a screen mounted by a route without the provider still works.
 * Its session end reloads the root, which clears the store with the page.
 */
export function useModuleHttp(): HttpClient {
  const provided = useContext(ModuleHttpContext);
  const { i18n } = useTranslation();
  if (provided) return provided;
  let client = fallbacks.get(i18n);
  if (!client) {
    client = createHttpClient({
      translate: (key, values) => i18n.t(key, values ?? {}),
      getToken: () => readToken(),
      getLanguageTag: () => languageTag(currentLanguage(i18n)),
      effects: {
        // antd's message code is fetched with the first error, not with every screen.
        showError: (text) =>
          void import("antd/es/message").then(({ default: message }) => message.error(text)),
        showAlert: ({ title, content }) =>
          new Promise<void>((resolve) => {
            Modal.warning({ title, content, okText: i18n.t("common.ok"), onOk: () => resolve() });
          }),
        clearSession: () => clearToken(),
        navigateToRoot: () => window.location.assign("/"),
      },
    });
    fallbacks.set(i18n, client);
  }
  return client;
}
