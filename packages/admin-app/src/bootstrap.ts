import { createBrowserRouter } from "react-router";
import { createAuthApi } from "./api/auth";
import { createHttpClient } from "./api/http";
import { createMenuApi } from "./api/menu";
import { createSettingsApi } from "./api/settings";
import { createFeedbackHub } from "./components/feedback";
import { ROUTE_MODE } from "./config";
import { createAppI18n, currentLanguage, languageTag } from "./i18n";
import { createRoutes } from "./router/routes";
import { type AppStore, createAppStore, type TokenStore } from "./store";
import { sessionCleared } from "./store/authSlice";
import { sessionStore, storage } from "./utils/storage";
import { clearToken, readToken, writeToken } from "./utils/tokenCookie";

/**
 * Wires the app's singletons together: the HTTP client's side effects reach the store, the router
 * and antd's notices, which in turn are built on that client.
 */
export function createAdminApp() {
  const { i18n, ready: languageReady } = createAppI18n({
    storage,
    browserLanguages: navigator.languages ?? [navigator.language],
  });
  const feedback = createFeedbackHub();
  const tokenStore: TokenStore = { read: () => readToken(), write: writeToken, clear: clearToken };
  // Both are created below; the client's effects only run later, during requests.
  let store: AppStore | undefined;
  let router: ReturnType<typeof createBrowserRouter> | undefined;

  const http = createHttpClient({
    translate: (key, values) => i18n.t(key, values ?? {}),
    getToken: tokenStore.read,
    getLanguageTag: () => languageTag(currentLanguage(i18n)),
    effects: {
      showError: (text) => feedback.showError(text),
      showAlert: ({ title, content }) =>
        feedback.showAlert({ title, content, okText: i18n.t("common.ok") }),
      clearSession: () => {
        tokenStore.clear();
        store?.dispatch(sessionCleared());
      },
      navigateToRoot: () => void router?.navigate("/"),
    },
  });

  store = createAppStore({
    authApi: createAuthApi(http),
    settingsApi: createSettingsApi(http),
    tokenStore,
    settingsStorage: storage,
    tabStorage: sessionStore,
  });
  const menuApi = createMenuApi(http);
  const { routes, patchRoutesOnNavigation } = createRoutes(
    store,
    ROUTE_MODE === "menu" ? { mode: "menu", menuApi } : { mode: "static" },
  );
  router = createBrowserRouter(routes, { patchRoutesOnNavigation });
  return { i18n, languageReady, store, router, feedback, http };
}

export type AdminApp = ReturnType<typeof createAdminApp>;
