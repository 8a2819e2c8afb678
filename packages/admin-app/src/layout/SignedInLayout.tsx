import { Layout } from "antd";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { LanguageSwitcher } from "../components/LanguageSwitcher";

/** The frame of every signed-in page (issue 6 grows it into the four layouts, menu and tags). */
export function SignedInLayout() {
  const { t } = useTranslation();
  return (
    <Layout style={{ minHeight: "100vh" }}>
      <Layout.Header style={headerStyle}>
        <span style={{ fontWeight: 600, fontSize: 18 }}>{t("common.appName")}</span>
        <LanguageSwitcher />
      </Layout.Header>
      {/* antd's Content renders <main>: the page's main landmark. */}
      <Layout.Content style={{ padding: 24 }}>
        <Outlet />
      </Layout.Content>
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
