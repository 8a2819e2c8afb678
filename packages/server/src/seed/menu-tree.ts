/**
 * The menu tree seeded on first start, derived from the one declaration of the back office's
 * screens (@vitrine/contract's RESOURCES, issue 37): the route table of the admin-shell spec
 * (section 2) and its menu-driven screens, each with its roles. Titles are i18n keys of the admin
 * app (`router.<name>`, buttons `router.btn.<action>`), which must exist in its three languages
 * (its tests check them). Button rows carry the permission identifiers that make up a user's
 * authBtnList. Keep-alive is the spec's: the system screens and /iframesTwo only.
 */
import { resourceTitleKey, type SeedMenu, seedMenuTree } from "@vitrine/contract";

export type { ResourceButton as SeedButton, RoleSign, SeedMenu } from "@vitrine/contract";
export { seedMenuOf, seedMenuTree } from "@vitrine/contract";

/** The title of a menu row: the admin app's i18n key of its route name. */
export const menuTitleKey = resourceTitleKey;

/** Every title key the seed stores (menus and buttons), for the check that each is translated. */
export function seedTitleKeys(tree: readonly SeedMenu[] = seedMenuTree): string[] {
  return tree.flatMap((item) => [
    menuTitleKey(item.name),
    ...(item.buttons ?? []).map((button) => button.title),
    ...seedTitleKeys(item.children ?? []),
  ]);
}
