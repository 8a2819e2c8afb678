import { Layout, theme } from "antd";
import { useTranslation } from "react-i18next";
import type { MenuEntry } from "../../router/staticMenu";
import { useLayout } from "../LayoutContext";
import { SideMenu } from "../SideMenu";
import { AppLogo } from "./AppLogo";

/** The collapsible side column: the global title (unless the header carries it) and the menu. */
export function AsideMenu({
  entries,
  showLogo = true,
}: {
  entries: readonly MenuEntry[];
  showLogo?: boolean;
}) {
  const { t } = useTranslation();
  const { collapsed } = useLayout();
  const { token } = theme.useToken();
  return (
    <Layout.Sider
      theme="light"
      width={220}
      collapsedWidth={64}
      collapsed={collapsed}
      trigger={null}
      style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}
    >
      {showLogo && <AppLogo collapsed={collapsed} />}
      <nav aria-label={t("layout.menu")}>
        <SideMenu entries={entries} collapsed={collapsed} />
      </nav>
    </Layout.Sider>
  );
}
