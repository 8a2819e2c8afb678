import { Menu, type MenuProps } from "antd";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import type { MenuEntry } from "../router/staticMenu";

type Item = Required<MenuProps>["items"][number];

/** The side menu of the routes the user may open; selecting an entry navigates to it. */
export function SideMenu({ entries }: { entries: readonly MenuEntry[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const toItem = (entry: MenuEntry): Item =>
    entry.children?.length
      ? { key: entry.path, label: t(entry.meta.title), children: entry.children.map(toItem) }
      : { key: entry.path, label: t(entry.meta.title) };
  const open = entries.filter((entry) => pathname.startsWith(`${entry.path}/`)).map((e) => e.path);
  return (
    <Menu
      mode="inline"
      items={entries.map(toItem)}
      selectedKeys={[pathname]}
      defaultOpenKeys={open}
      onClick={({ key }) => {
        const link = entries.find((entry) => entry.path === key)?.meta.isLink;
        if (link) window.open(link, "_blank", "noopener");
        else navigate(key);
      }}
    />
  );
}
