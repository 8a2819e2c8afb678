import type { i18n as I18n } from "i18next";
import { Provider } from "react-redux";
import { RouterProvider } from "react-router";
import { FeedbackHost } from "./components/FeedbackHost";
import type { FeedbackHub } from "./components/feedback";
import { UiProviders } from "./components/UiProviders";
import type { AppStore } from "./store";

export interface AdminAppProps {
  store: AppStore;
  i18n: I18n;
  router: Parameters<typeof RouterProvider>[0]["router"];
  feedback: FeedbackHub;
}

/** The whole app: store, languages and antd around the router. */
export function AdminApp({ store, i18n, router, feedback }: AdminAppProps) {
  return (
    <Provider store={store}>
      <UiProviders i18n={i18n}>
        <FeedbackHost hub={feedback} />
        <RouterProvider router={router} />
      </UiProviders>
    </Provider>
  );
}
