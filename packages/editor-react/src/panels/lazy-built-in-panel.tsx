import type { ComponentInstance } from "@vitrine/editor-core";
import type { ReactNode } from "react";
import { loadOnce } from "./load-once";

/**
 * The built-ins' hand-written panels (with their link and image pickers), fetched once. The side
 * panel asks for them as its first render begins, so they are out of the first load, fetched while
 * the editor renders, and usually there before a block is chosen.
 */
const panels = loadOnce(() => import("./built-in-panels"));

export const preloadBuiltInPanels = panels.fetch;

/**
 * The hand-written panel of a built-in: drawn at once when the panels are there, else `fallback`
 * until they arrive (a block chosen before the fetch ended), then the panel at once.
 */
export function BuiltInPanelSlot({
  component,
  fallback,
}: {
  component: ComponentInstance;
  fallback: ReactNode;
}) {
  const loaded = panels.use();
  return loaded ? <loaded.BuiltInPanel component={component} /> : fallback;
}
