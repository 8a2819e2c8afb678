import { Input } from "antd";
import { useMemo } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import type { LayoutName } from "../store/settingsSlice";
import { SignedInFrame } from "./SignedInLayout";
import { DEMO_MENU, LayoutProviders, layoutStore } from "./storyFixtures";

export default { title: "Admin/Layout" };

/** A page that shows where it is and keeps typed text (to see keep-alive at work). */
function DemoPage() {
  const { pathname } = useLocation();
  return (
    <section>
      <h1 style={{ fontSize: 18 }}>{pathname}</h1>
      <Input aria-label="filter" placeholder="filter" style={{ width: 240 }} />
    </section>
  );
}

function Frame({ layout, language }: { layout: LayoutName; language?: "en" }) {
  const store = useMemo(() => layoutStore({ layout }), [layout]);
  const router = useMemo(
    () =>
      createMemoryRouter(
        [
          {
            path: "/",
            element: <SignedInFrame entries={DEMO_MENU} />,
            children: [{ path: "*", element: <DemoPage /> }],
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

export const Defaults = () => <Frame layout="defaults" />;
export const Classic = () => <Frame layout="classic" />;
export const Transverse = () => <Frame layout="transverse" />;
export const Columns = () => <Frame layout="columns" />;
export const DefaultsInEnglish = () => <Frame layout="defaults" language="en" />;
