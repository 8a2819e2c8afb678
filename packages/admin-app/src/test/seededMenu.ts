import {
  resourceTitleKey,
  type SeedMenu,
  seedMenuRowFields,
  seedMenuTree,
} from "@vitrine/contract";
import type { MenuEntry } from "../router/staticMenu";

/**
 * The menu /api/menu/getMenuListInfo answers for a user with `roles` on a freshly seeded server:
 * the seed's tree (@vitrine/contract's seedMenuTree, the one the server seeds) in the shape the server builds from its rows (server/src/auth/menu-tree.ts),
 * filtered by role, with empty strings for unset fields. Client tests of menu mode run on it.
 */
export function seededMenuFor(roles: readonly string[], tree: readonly SeedMenu[] = seedMenuTree) {
  const mine = new Set(roles);
  const allowed = (item: SeedMenu) =>
    item.roles.length === 0 || item.roles.some((sign) => mine.has(sign));
  const build = (items: readonly SeedMenu[]): MenuEntry[] =>
    items.filter(allowed).map((item) => {
      const { component, redirect, ...flags } = seedMenuRowFields(item);
      return {
        path: item.path,
        name: item.name,
        component,
        redirect,
        meta: {
          title: resourceTitleKey(item.name),
          ...flags,
          roles: [...item.roles].sort(),
          isDynamic: item.path.includes("/:"),
        },
        children: build(item.children ?? []),
      };
    });
  return roles.length === 0 ? [] : build(tree);
}
