import type { SeedMenu } from "./resources/seed-menu.js";

/**
 * A seeded menu entry's display fields with the defaults its row stores for what the entry leaves
 * unset: the server seeds its menu rows with them and the admin app's menu-mode tests build the
 * menu the server answers from them, so the two cannot read an unset flag differently.
 */
export function seedMenuRowFields(item: SeedMenu) {
  return {
    component: item.component ?? "",
    redirect: item.redirect ?? "",
    icon: item.icon ?? "",
    isLink: item.isLink ?? "",
    isHide: item.isHide ?? false,
    // Only the rows the spec keeps alive; a seeded row without the flag is not kept.
    isKeepAlive: item.isKeepAlive ?? false,
    isAffix: item.isAffix ?? false,
    isIframe: item.isIframe ?? false,
  };
}
