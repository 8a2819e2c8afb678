import type { i18n as I18n } from "i18next";
import { Provider } from "react-redux";
import { RouterProvider } from "react-router";
import { AppProviders } from "./components/AppProviders";
import { FeedbackHost } from "./components/FeedbackHost";
import type { FeedbackHub } from "./components/feedback";
import type { AppStore } from "./store";

export interface AdminAppProps {
  store: AppStore;
  i18n: I18n;
  router: Parameters<typeof RouterProvider>[0]["router"];
  feedback: FeedbackHub;
}

/**
 * The whole app: store and languages around the router. antd's locale and theme (AntdLook) come
 * with each route that uses antd, so /login loads without antd's core.
 */
export function AdminApp({ store, i18n, router, feedback }: AdminAppProps) {
  return (
    <Provider store={store}>
      <AppProviders i18n={i18n}>
        <FeedbackHost hub={feedback} />
        <RouterProvider router={router} />
      </AppProviders>
    </Provider>
  );
}
