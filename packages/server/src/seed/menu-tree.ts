/**
 * The menu tree seeded on first start, derived from the one declaration of the back office's
 * screens (@vitrine/contract's RESOURCES, issue 37): the route table of the admin-shell spec
 * (section 2) and its menu-driven screens, each with its roles. Titles are i18n keys of the admin
 * app (`router.<name>`, buttons `router.btn.<action>`), which must exist in its three languages
 * (its tests check them). Button rows carry the permission identifiers that make up a user's
 * authBtnList. Keep-alive is the spec's: the system screens and /iframesTwo only.
 */
import {
  RESOURCES,
  type Resource,
  type ResourceButton,
  type RoleSign,
  resourceTitleKey,
} from "@vitrine/contract";

export type { RoleSign };
export type SeedButton = ResourceButton;

export interface SeedMenu {
  path: string;
  name: string;
  component?: string;
  redirect?: string;
  icon?: string;
  /** Roles allowed; an empty list means open to every signed-in user. */
  roles: RoleSign[];
  isHide?: boolean;
  isKeepAlive?: boolean;
  isAffix?: boolean;
  isIframe?: boolean;
  isLink?: string;
  buttons?: SeedButton[];
  children?: SeedMenu[];
}

/** The title of a menu row: the admin app's i18n key of its route name. */
export const menuTitleKey = resourceTitleKey;

/** A declared screen as a seed row: its view key is the row's component. */
export function seedMenuOf(resource: Resource): SeedMenu {
  const { view, serverMenuOnly: _inAppTable, children, ...row } = resource;
  return {
    ...row,
    ...(view === undefined ? {} : { component: view }),
    ...(children ? { children: children.map(seedMenuOf) } : {}),
  };
}

export const seedMenuTree: SeedMenu[] = RESOURCES.map(seedMenuOf);

/** Every title key the seed stores (menus and buttons), for the check that each is translated. */
export function seedTitleKeys(tree: readonly SeedMenu[] = seedMenuTree): string[] {
  return tree.flatMap((item) => [
    menuTitleKey(item.name),
    ...(item.buttons ?? []).map((button) => button.title),
    ...seedTitleKeys(item.children ?? []),
  ]);
}
