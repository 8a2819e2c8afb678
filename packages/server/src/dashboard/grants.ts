import type { UserAccess } from "../auth/access.js";
import { hasPermission } from "../auth/access.js";

/**
 * Which grant each group of dashboard figures needs: the one that opens the area's own list. A user
 * without it gets no such figures at all (the answer leaves them out; it never says zero).
 */
export const FIGURE_GRANTS = {
  appUsers: "appUser:index",
  devices: "device:index",
  sos: "sos:index",
  feedback: "feedback:index",
  goods: "goods:index",
  orders: "order:index",
} as const;

export type FigureArea = keyof typeof FIGURE_GRANTS;

/** The areas whose figures this user may see. */
export function visibleAreas(access: UserAccess): Set<FigureArea> {
  const areas = new Set<FigureArea>();
  for (const [area, permission] of Object.entries(FIGURE_GRANTS) as Array<[FigureArea, string]>) {
    if (hasPermission(access, permission)) areas.add(area);
  }
  return areas;
}
