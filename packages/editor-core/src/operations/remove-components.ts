import type { ComponentInstance, PageDocument } from "../types";

/**
 * Removes the components with these ids, at any depth, with everything inside them; answers the
 * same document when none is on the page.
 */
export function removeComponents(document: PageDocument, ids: readonly string[]): PageDocument {
  const list = removeFrom(document.components, new Set(ids));
  if (list === document.components) return document;
  return Object.freeze({ ...document, components: list });
}

/** The list without the doomed blocks; the same list (and the same blocks) where none is inside. */
function removeFrom(
  list: readonly ComponentInstance[],
  doomed: ReadonlySet<string>,
): readonly ComponentInstance[] {
  let changed = false;
  const kept: ComponentInstance[] = [];
  for (const component of list) {
    if (doomed.has(component.id)) {
      changed = true;
      continue;
    }
    const inner = component.slots && removeFromSlots(component.slots, doomed);
    if (inner && inner !== component.slots) {
      changed = true;
      kept.push(Object.freeze({ ...component, slots: inner }));
    } else kept.push(component);
  }
  return changed ? Object.freeze(kept) : list;
}

function removeFromSlots(
  slots: NonNullable<ComponentInstance["slots"]>,
  doomed: ReadonlySet<string>,
): NonNullable<ComponentInstance["slots"]> {
  let changed = false;
  const next: Record<string, readonly ComponentInstance[]> = {};
  for (const [name, children] of Object.entries(slots)) {
    next[name] = removeFrom(children, doomed);
    if (next[name] !== children) changed = true;
  }
  return changed ? Object.freeze(next) : slots;
}
