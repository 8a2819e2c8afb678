import { Layout } from "antd";
import { useTranslation } from "react-i18next";
import { useLayout } from "./LayoutContext";
import { AppLogo } from "./parts/AppLogo";
import { HeaderBar } from "./parts/HeaderBar";
import { HeaderTools } from "./parts/HeaderTools";
import { LayoutMain } from "./parts/LayoutMain";
import { SideMenu } from "./SideMenu";

/** "transverse": the menu runs across the header; no side menu, the page takes the full width. */
export function LayoutTransverse() {
  const { t } = useTranslation();
  const { entries } = useLayout();
  return (
    <Layout style={{ minHeight: "100vh" }}>
      <HeaderBar
        start={
          <>
            <AppLogo />
            <nav aria-label={t("layout.menu")} style={{ flex: 1, minWidth: 0 }}>
              <SideMenu entries={entries} mode="horizontal" />
            </nav>
          </>
        }
        end={<HeaderTools />}
      />
      <Layout>
        <LayoutMain />
      </Layout>
    </Layout>
  );
}
