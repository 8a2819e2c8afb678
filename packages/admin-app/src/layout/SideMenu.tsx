import { Menu, type MenuProps } from "antd";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { flattenMenu, type MenuEntry } from "../router/staticMenu";
import { MenuIcon } from "./menuIcons";

type Item = Required<MenuProps>["items"][number];

export interface SideMenuProps {
  entries: readonly MenuEntry[];
  /** inline: the side menu; horizontal: the transverse layout's top menu. */
  mode?: "inline" | "horizontal";
  /** Inline menu folded to its icons. */
  collapsed?: boolean;
}

/**
 * The menu of the routes the user may open. Choosing an entry opens its page; an entry with an
 * external link (isLink without isIframe) opens that address in a new tab instead.
 */
export function SideMenu({ entries, mode = "inline", collapsed = false }: SideMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const toItem = (entry: MenuEntry, depth: number): Item => {
    const icon = depth === 0 ? <MenuIcon name={entry.meta.icon} /> : undefined;
    const children = entry.children?.filter((child) => !child.meta.isHide) ?? [];
    return children.length > 0
      ? {
          key: entry.path,
          icon,
          label: t(entry.meta.title),
          children: children.map((child) => toItem(child, depth + 1)),
        }
      : { key: entry.path, icon, label: t(entry.meta.title) };
  };
  const shown = entries.filter((entry) => !entry.meta.isHide);
  const open = flattenMenu(shown)
    .filter((entry) => pathname.startsWith(`${entry.path}/`))
    .map((entry) => entry.path);
  return (
    <Menu
      mode={mode}
      items={shown.map((entry) => toItem(entry, 0))}
      selectedKeys={[pathname]}
      defaultOpenKeys={mode === "inline" && !collapsed ? open : undefined}
      // antd warns when this prop is present at all outside the inline mode.
      {...(mode === "inline" ? { inlineCollapsed: collapsed } : {})}
      style={{ borderInlineEnd: 0 }}
      onClick={({ key }) => {
        const entry = flattenMenu(entries).find((candidate) => candidate.path === key);
        const link = entry?.meta.isLink;
        if (link && !entry?.meta.isIframe) window.open(link, "_blank", "noopener,noreferrer");
        else navigate(key);
      }}
    />
  );
}
