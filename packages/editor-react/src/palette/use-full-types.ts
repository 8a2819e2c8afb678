import type { ComponentDefinition, EditorState } from "@vitrine/editor-core";
import { selectDocument } from "@vitrine/editor-core";
import { useMemo } from "react";
import { useSelector } from "react-redux";

/**
 * The types whose `maxPerPage` the page has reached (the tab bar, at most one): the palette greys
 * them. The selector answers a joined string, so a keystroke re-renders the palette only when
 * that set changes; counting is one pass over the components, and only for limited types.
 */
export function useFullTypes(definitions: readonly ComponentDefinition[]): ReadonlySet<string> {
  const limits = useMemo(() => {
    const map = new Map<string, number>();
    for (const d of definitions) {
      if (d.placement.maxPerPage !== undefined) map.set(d.type, d.placement.maxPerPage);
    }
    return map;
  }, [definitions]);
  const full = useSelector((state: EditorState) => {
    if (limits.size === 0) return "";
    const counts = new Map<string, number>();
    for (const c of selectDocument(state).components) {
      if (limits.has(c.type)) counts.set(c.type, (counts.get(c.type) ?? 0) + 1);
    }
    return [...limits]
      .filter(([type, max]) => (counts.get(type) ?? 0) >= max)
      .map(([type]) => type)
      .join(",");
  });
  return useMemo(() => new Set(full ? full.split(",") : []), [full]);
}
