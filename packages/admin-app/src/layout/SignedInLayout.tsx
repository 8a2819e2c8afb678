import { Breadcrumb, Layout } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLoaderData, useLocation } from "react-router";
import { LanguageSwitcher } from "../components/LanguageSwitcher";
import { VersionPrompt } from "../components/version/VersionPrompt";
import type { MenuEntry } from "../router/staticMenu";
import { useRouteTitle } from "../router/useRouteTitle";
import { SideMenu } from "./SideMenu";
import { menuTrail } from "./visibleMenu";

const NO_ENTRIES: MenuEntry[] = [];

/** The frame of every signed-in page: side menu of the user's routes, breadcrumb and page title. */
export function SignedInLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The signed-in loader's data: the menu the user may open (server's or static by roles).
  const entries = (useLoaderData() as { menu?: MenuEntry[] } | null)?.menu ?? NO_ENTRIES;
  const title = useRouteTitle();
  const appName = t("common.appName");

  // The browser tab names the page, then the product, so several open tabs stay apart.
  useEffect(() => {
    document.title = title ? `${title} - ${appName}` : appName;
  }, [title, appName]);

  const trail = menuTrail(entries, pathname).map((entry) => ({ title: t(entry.meta.title) }));
  return (
    <Layout style={{ minHeight: "100vh" }}>
      <Layout.Sider theme="light" width={220} style={{ borderRight: "1px solid #ebeef5" }}>
        <div style={{ padding: 16, fontWeight: 600, fontSize: 18 }}>{appName}</div>
        <nav aria-label={t("layout.menu")}>
          <SideMenu entries={entries} />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header style={headerStyle}>
          <Breadcrumb items={trail.length > 0 ? trail : [{ title }]} />
          <LanguageSwitcher />
        </Layout.Header>
        {/* antd's Content renders <main>: the page's main landmark. */}
        <Layout.Content style={{ padding: 24 }}>
          <Outlet />
        </Layout.Content>
        <VersionPrompt />
      </Layout>
    </Layout>
  );
}

const headerStyle = {
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  background: "#fff",
  borderBottom: "1px solid #ebeef5",
  paddingInline: 24,
} as const;
