import { useMemo } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { LayoutContext, type LayoutState } from "../LayoutContext";
import { DEMO_MENU, LayoutProviders, layoutStore } from "../storyFixtures";
import { AppBreadcrumb } from "./AppBreadcrumb";
import { CollapseButton } from "./CollapseButton";
import { HeaderBar } from "./HeaderBar";
import { HeaderTools } from "./HeaderTools";

export default { title: "Admin/Layout/Header" };

const context: LayoutState = {
  entries: DEMO_MENU,
  collapsed: false,
  toggleCollapsed: () => {},
  openSettings: () => {},
  mainFullscreen: false,
  setMainFullscreen: () => {},
  refresh: () => {},
  refreshCounts: {},
};

function Header({ language, isBreadcrumb = true }: { language?: "en"; isBreadcrumb?: boolean }) {
  const store = useMemo(() => layoutStore({ isBreadcrumb }), [isBreadcrumb]);
  const router = useMemo(
    () =>
      createMemoryRouter(
        [
          {
            path: "*",
            element: (
              <LayoutContext.Provider value={context}>
                <HeaderBar
                  start={
                    <>
                      <CollapseButton />
                      <AppBreadcrumb />
                    </>
                  }
                  end={<HeaderTools />}
                />
              </LayoutContext.Provider>
            ),
          },
        ],
        { initialEntries: ["/system/user"] },
      ),
    [],
  );
  return (
    <LayoutProviders store={store} language={language}>
      <RouterProvider router={router} />
    </LayoutProviders>
  );
}

export const WithBreadcrumb = () => <Header />;
export const WithoutBreadcrumb = () => <Header isBreadcrumb={false} />;
export const English = () => <Header language="en" />;
