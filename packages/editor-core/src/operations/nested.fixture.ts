import type { ComponentInstance, PageDocument } from "../types";
import { deepFreeze } from "../util/freeze";
import { abc } from "./test-document";

const block = (id: string, slots?: Record<string, ComponentInstance[]>): ComponentInstance => ({
  id,
  type: slots ? "box" : "x",
  props: { n: id },
  ...(slots ? { slots } : {}),
});

/**
 * a, box (left: l1, l2 / right: inner box (main: deep)), c: a small frozen tree for operation
 * tests of nested blocks.
 */
export function tree(): PageDocument {
  const flat = abc();
  return deepFreeze({
    ...flat,
    components: [
      block("a"),
      block("box", {
        left: [block("l1"), block("l2")],
        right: [block("inner", { main: [block("deep")] })],
      }),
      block("c"),
    ],
  });
}

/** The ids of one slot's list ("" for the page root). */
export function slotIds(document: PageDocument, parentId?: string, slot?: string): string[] {
  if (parentId === undefined) return document.components.map((c) => c.id);
  let found: ComponentInstance[] = [];
  const visit = (list: readonly ComponentInstance[]) => {
    for (const component of list) {
      if (component.id === parentId) found = [...(component.slots?.[slot ?? ""] ?? [])];
      for (const children of Object.values(component.slots ?? {})) visit(children);
    }
  };
  visit(document.components);
  return found.map((c) => c.id);
}
