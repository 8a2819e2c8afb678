/**
 * What one screen of the back office is, declared once (issue 37): its route path and name, the
 * view that draws it, its menu entry, who may open it and the buttons (permission codes) it grants.
 * The server seeds its menu tree from these declarations and the admin app derives its static
 * route table from the same ones; the texts stay in the app's locale catalogues, keyed by name.
 */
export type RoleSign = "admin" | "common" | "aftersale" | "agent";

/** A permission a role can be granted on a screen; it becomes part of the user's authBtnList. */
export interface ResourceButton {
  /** i18n key of its text, `router.btn.<action>`. */
  title: string;
  /** The code the server checks on each call, `<module>:<action>`. */
  permission: string;
  roles: RoleSign[];
}

export interface Resource {
  path: string;
  /** The route name; the screen's title is the i18n key `router.<name>` (see resourceTitleKey). */
  name: string;
  /**
   * The view key: the admin app's views.ts maps it to the screen's lazy code, and the server's menu
   * stores it as the row's component. Sections use LAYOUT_VIEWS.parent, links and frames theirs.
   */
  view?: string;
  redirect?: string;
  /** An @ant-design/icons name for the menu. */
  icon?: string;
  /** Roles allowed; an empty list means open to every signed-in user. */
  roles: RoleSign[];
  /** Not drawn in the side menu (details pages, the wizard): it still opens by its path. */
  isHide?: boolean;
  isKeepAlive?: boolean;
  isAffix?: boolean;
  isIframe?: boolean;
  /** Address of an external page, opened in a new tab or (isIframe) inside the layout. */
  isLink?: string;
  buttons?: ResourceButton[];
  /**
   * The record resource (records.ts) this screen lists: the admin app draws it with the generic
   * list page of that module when its view has no page of its own.
   */
  record?: string;
  children?: Resource[];
  /**
   * Only in the server's menu: the admin app's static route table (its offline mode) leaves the
   * section out, because its screens need the server's per-call permissions.
   */
  serverMenuOnly?: boolean;
}

/** The views of the layout itself: they draw no screen of their own, so views.ts has none. */
export const LAYOUT_VIEWS = {
  /** A section that only groups its children and leads to its redirect. */
  parent: "layout/routerView/parent",
  link: "layout/routerView/link",
  iframes: "layout/routerView/iframes",
} as const;

/** The i18n key of a screen's title, from its route name. */
export function resourceTitleKey(name: string): string {
  return `router.${name}`;
}

/** Every declaration with its descendants, parents first. */
export function flattenResources(resources: readonly Resource[]): Resource[] {
  return resources.flatMap((item) => [item, ...flattenResources(item.children ?? [])]);
}
