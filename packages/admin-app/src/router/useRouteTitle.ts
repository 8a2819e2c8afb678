import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import type { RouteMeta } from "./routeMeta";

/** The translated title of the deepest matched route that has one. */
export function useRouteTitle(): string {
  const { t } = useTranslation();
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const meta = matches[index]?.handle as RouteMeta | undefined;
    if (meta?.title) return t(meta.title);
  }
  return "";
}
