import { RESOURCES } from "./index.js";
import type { Resource } from "./types.js";

/**
 * A row of the menu a new server seeds: a declared screen with its view key as the row's
 * component. It lives here, beside RESOURCES, so the server's seed and the admin app's menu-mode
 * tests read the same tree without the app importing server source (issue 37).
 */
export type SeedMenu = Omit<Resource, "view" | "serverMenuOnly" | "children"> & {
  /** The view key of the declaration. */
  component?: string;
  children?: SeedMenu[];
};

/** A declared screen as a seed row: its view key is the row's component. */
export function seedMenuOf(resource: Resource): SeedMenu {
  const { view, serverMenuOnly: _inAppTable, record: _listedByTheApp, children, ...row } = resource;
  return {
    ...row,
    ...(view === undefined ? {} : { component: view }),
    ...(children ? { children: children.map(seedMenuOf) } : {}),
  };
}

/** The whole seeded tree, in RESOURCES' order (the menu ids of a new database follow it). */
export const seedMenuTree: SeedMenu[] = RESOURCES.map(seedMenuOf);
