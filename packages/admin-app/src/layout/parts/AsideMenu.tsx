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
      // As tall as the page beside it, never taller: a menu longer than that scrolls here. The
      // menu's own height made every page at least 1,157 px tall, so the page editor could not
      // fill a 900 px window (issue 34, item 2).
      style={{
        borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
        contain: "size",
        overflowY: "auto",
      }}
    >
      {showLogo && <AppLogo collapsed={collapsed} />}
      <nav aria-label={t("layout.menu")}>
        <SideMenu entries={entries} collapsed={collapsed} />
      </nav>
    </Layout.Sider>
  );
}
