import {
  AlertOutlined,
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  BarsOutlined,
  BookOutlined,
  BuildOutlined,
  CloudUploadOutlined,
  ClusterOutlined,
  ControlOutlined,
  DashboardOutlined,
  ExperimentOutlined,
  FileOutlined,
  FileTextOutlined,
  GiftOutlined,
  GlobalOutlined,
  HddOutlined,
  HomeOutlined,
  IdcardOutlined,
  LayoutOutlined,
  LineChartOutlined,
  LinkOutlined,
  MenuOutlined,
  MessageOutlined,
  MobileOutlined,
  PictureOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShoppingOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from "@ant-design/icons";
import type { ComponentType } from "react";

/**
 * The icons menu entries name (`meta.icon`). A fixed map rather than the whole icon set, which would
 * put every icon of @ant-design/icons into the layout's chunk; unknown names get a neutral icon.
 */
const ICONS: Record<string, ComponentType> = {
  AlertOutlined,
  ApartmentOutlined,
  ApiOutlined,
  BarsOutlined,
  BookOutlined,
  BuildOutlined,
  CloudUploadOutlined,
  ClusterOutlined,
  ControlOutlined,
  DashboardOutlined,
  ExperimentOutlined,
  FileOutlined,
  FileTextOutlined,
  GiftOutlined,
  GlobalOutlined,
  HddOutlined,
  HomeOutlined,
  IdcardOutlined,
  LayoutOutlined,
  LineChartOutlined,
  LinkOutlined,
  MenuOutlined,
  MessageOutlined,
  MobileOutlined,
  PictureOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShoppingOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
};

/** The names a menu entry's icon may take (the menu form's icon field and the icon selector demo). */
export const MENU_ICON_NAMES: readonly string[] = Object.keys(ICONS);

export function MenuIcon({ name }: { name?: string }) {
  const Icon = (name && ICONS[name]) || AppstoreOutlined;
  return <Icon aria-hidden />;
}
