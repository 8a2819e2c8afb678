import { MenuFoldOutlined, MenuUnfoldOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { useLayout } from "../LayoutContext";

/** Folds the side menu to its icons and back. */
export function CollapseButton() {
  const { t } = useTranslation();
  const { collapsed, toggleCollapsed } = useLayout();
  return (
    <Button
      type="text"
      icon={collapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
      aria-label={collapsed ? t("layout.expandMenu") : t("layout.collapseMenu")}
      aria-expanded={!collapsed}
      onClick={toggleCollapsed}
    />
  );
}
