/**
 * The built-in components with a hand-written panel (built-in-panels.tsx). Known in the first
 * load; the panels themselves, with their pickers, load when one of them is first selected.
 */
export const BUILT_IN_PANEL_TYPES = [
  "captiontext",
  "auxiliarysegmentation",
  "notice",
  "pictureads",
  "richtext",
  "storeinformation",
] as const;

export type BuiltInPanelType = (typeof BUILT_IN_PANEL_TYPES)[number];

export const hasBuiltInPanel = (type: string): type is BuiltInPanelType =>
  (BUILT_IN_PANEL_TYPES as readonly string[]).includes(type);
