/** An element id made from a component id, safe in `id` and `href="#…"` (letters, digits, - and _). */
export function anchorId(prefix: string, componentId: string | undefined): string {
  return `${prefix}-${(componentId ?? "preview").replace(/[^A-Za-z0-9_-]/g, "_")}`;
}
