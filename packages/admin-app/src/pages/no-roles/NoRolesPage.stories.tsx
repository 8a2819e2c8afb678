import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { UiProviders } from "../../components/UiProviders";
import { createI18n, type Language } from "../../i18n";
import { createAppStore } from "../../store";
import { fakeAuthApi } from "../../test/fakeAuthApi";
import { NoRolesPage } from "./NoRolesPage";

export default { title: "Admin/NoRolesPage" };

/** The page with its own store, router and languages; signing out lands on a stub sign-in page. */
function Story({ language = "zh-cn" }: { language?: Language }) {
  const store = createAppStore({
    authApi: fakeAuthApi({ signOut: async () => {} }),
    tokenStore: { read: () => "demo", write: () => {}, clear: () => {} },
  });
  const router = createMemoryRouter(
    [
      { path: "/no-roles", element: <NoRolesPage /> },
      { path: "/login", element: <p>/login</p> },
    ],
    { initialEntries: ["/no-roles"] },
  );
  return (
    <Provider store={store}>
      <UiProviders i18n={createI18n({ language })}>
        <RouterProvider router={router} />
      </UiProviders>
    </Provider>
  );
}

export const SimplifiedChinese = () => <Story />;
export const English = () => <Story language="en" />;
export const TraditionalChinese = () => <Story language="zh-tw" />;
