import type { RouteMeta } from "./routeMeta";
import { DEMO_MENU } from "./staticDemoMenu";

/** One entry of the static route table (the shape the server's menu uses too). */
export interface MenuEntry {
  path: string;
  name: string;
  component?: string;
  redirect?: string;
  meta: RouteMeta;
  children?: MenuEntry[];
}

const ADMIN = ["admin"];
const ALL = ["admin", "common"];

function system(local: string, name: string): MenuEntry {
  return {
    path: `/system/${local}`,
    name,
    component: `system/${local}/index`,
    meta: { title: `router.${name}`, roles: ADMIN, isKeepAlive: true },
  };
}

/**
 * The static mode's route table, filtered by the user's roles (section 6). The menu-driven mode
 * receives the same shape from /api/menu/getMenuListInfo.
 */
export const STATIC_MENU: MenuEntry[] = [
  {
    path: "/home",
    name: "home",
    component: "home/index",
    meta: {
      title: "router.home",
      roles: ["admin", "common", "aftersale"],
      icon: "HomeOutlined",
      isAffix: true,
    },
  },
  {
    path: "/system",
    name: "system",
    redirect: "/system/menu",
    meta: { title: "router.system", roles: ADMIN, icon: "SettingOutlined" },
    children: [
      system("menu", "systemMenu"),
      system("role", "systemRole"),
      system("user", "systemUser"),
      system("dept", "systemDept"),
      system("dic", "systemDic"),
      system("organize", "systemOrganize"),
      system("log", "systemLog"),
      system("config", "systemConfig"),
    ],
  },
  {
    path: "/limits",
    name: "limits",
    redirect: "/limits/frontEnd/page",
    meta: { title: "router.limits", roles: ALL, icon: "SafetyOutlined" },
    children: [
      {
        path: "/limits/frontEnd",
        name: "limitsFrontEnd",
        redirect: "/limits/frontEnd/page",
        meta: { title: "router.limitsFrontEnd", roles: ALL },
        children: [
          {
            path: "/limits/frontEnd/page",
            name: "limitsFrontEndPage",
            component: "limits/frontEnd/page/index",
            meta: { title: "router.limitsFrontEndPage", roles: ALL },
          },
          {
            path: "/limits/frontEnd/btn",
            name: "limitsFrontEndBtn",
            component: "limits/frontEnd/btn/index",
            meta: { title: "router.limitsFrontEndBtn", roles: ALL },
          },
        ],
      },
      {
        path: "/limits/backEnd",
        name: "limitsBackEnd",
        redirect: "/limits/backEnd/page",
        meta: { title: "router.limitsBackEnd", roles: ALL },
        children: [
          {
            path: "/limits/backEnd/page",
            name: "limitsBackEndEndPage",
            component: "limits/backEnd/page/index",
            meta: { title: "router.limitsBackEndEndPage", roles: ALL },
          },
        ],
      },
    ],
  },
  ...DEMO_MENU,
  {
    path: "/personal",
    name: "personal",
    component: "personal/index",
    meta: {
      title: "router.personal",
      roles: ["admin", "common", "aftersale"],
      icon: "UserOutlined",
    },
  },
  {
    // Storefront pages: the list, and the editor of one page (hidden; opened from the list).
    path: "/decorate",
    name: "decorateIndex",
    component: "decorate/index",
    meta: { title: "router.decorateIndex", roles: ADMIN, icon: "LayoutOutlined" },
    children: [
      {
        path: "/decorate/:id",
        name: "decorateEditor",
        component: "decorate/editor",
        meta: { title: "router.decorateEditor", roles: ADMIN, isHide: true, isDynamic: true },
      },
    ],
  },
  {
    // Shoppers' answers to the pages' form modules.
    path: "/decorate/forms",
    name: "decorateForms",
    component: "forms/index",
    meta: { title: "router.decorateForms", roles: ADMIN, icon: "FileTextOutlined" },
  },
  {
    // The media library page: hidden in the menu (the editor opens the same dialog from its fields).
    path: "/media",
    name: "mediaLibrary",
    component: "media/index",
    meta: {
      title: "router.mediaLibrary",
      roles: ["admin", "common"],
      icon: "PictureOutlined",
      isHide: true,
    },
  },
];

/** Every entry with its descendants, parents first. */
export function flattenMenu(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => [entry, ...flattenMenu(entry.children ?? [])]);
}
