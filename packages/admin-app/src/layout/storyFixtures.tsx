import { type ReactNode, useMemo } from "react";
import { Provider } from "react-redux";
import type { AuthApi, UserInfo } from "../api/auth";
import { UiProviders } from "../components/UiProviders";
import { createI18n, type Language } from "../i18n";
import type { MenuEntry } from "../router/staticMenu";
import { type AppStore, createAppStore } from "../store";
import { loadUserInfo } from "../store/authSlice";
import { type SettingsState, settingsChanged } from "../store/settingsSlice";

/** A small menu with every kind of entry the layouts draw: sections, affix, iframe, link. */
export const DEMO_MENU: MenuEntry[] = [
  {
    path: "/home",
    name: "home",
    meta: { title: "router.home", icon: "HomeOutlined", isAffix: true },
  },
  {
    path: "/system",
    name: "system",
    redirect: "/system/user",
    meta: { title: "router.system", icon: "SettingOutlined" },
    children: [
      {
        path: "/system/user",
        name: "systemUser",
        meta: { title: "router.systemUser", isKeepAlive: true },
      },
      { path: "/system/role", name: "systemRole", meta: { title: "router.systemRole" } },
    ],
  },
  {
    path: "/limits",
    name: "limits",
    redirect: "/limits/frontEnd/btn",
    meta: { title: "router.limits", icon: "SafetyOutlined" },
    children: [
      {
        path: "/limits/frontEnd/btn",
        name: "limitsFrontEndBtn",
        meta: { title: "router.limitsFrontEndBtn" },
      },
    ],
  },
  {
    path: "/personal",
    name: "personal",
    meta: { title: "router.personal", icon: "IdcardOutlined" },
  },
];

const DEMO_USER: UserInfo = {
  userName: "admin",
  photo: "",
  time: "2026-01-01T08:00:00.000Z",
  roles: ["admin"],
  authBtnList: [],
};

/**
 * A store with a signed-in user and the given settings, no server involved. Only the calls the
 * layout makes are answered; the cast keeps stories compiling as the auth API grows.
 */
export function layoutStore(settings: Partial<SettingsState> = {}): AppStore {
  const authApi = {
    getUserInfo: async () => DEMO_USER,
    signOut: async () => {},
  } as unknown as AuthApi;
  const store = createAppStore({
    authApi,
    tokenStore: { read: () => "demo", write: () => {}, clear: () => {} },
  });
  void store.dispatch(loadUserInfo());
  store.dispatch(settingsChanged(settings));
  return store;
}

/** Store, languages and antd, as the app sets them up. */
export function LayoutProviders({
  store,
  language = "zh-cn",
  children,
}: {
  store: AppStore;
  language?: Language;
  children: ReactNode;
}) {
  const i18n = useMemo(() => createI18n({ language }), [language]);
  return (
    <Provider store={store}>
      <UiProviders i18n={i18n}>{children}</UiProviders>
    </Provider>
  );
}
