import { type Context, createContext, type ReactNode, useContext } from "react";

/** A host container being drawn: how to draw one of its slots, by this surface's renderer. */
export interface SlotParent {
  draw: (name: string) => ReactNode;
}

// The root entry and the server entry are bundled apart (each with chunks of its own): a host's
// <Slot> comes from the root entry while renderPageToHtml draws with the server's, so both must
// find one context. The drawing itself stays with the entry that draws the page.
const SLOT_PARENT: unique symbol = Symbol.for("@vitrine/editor-react:slot-parent");
const shared = globalThis as typeof globalThis & {
  [SLOT_PARENT]?: Context<SlotParent | null>;
};
shared[SLOT_PARENT] ??= createContext<SlotParent | null>(null);

/** The container a host's preview is drawing (ComponentPreview gives it to a host container). */
export const SlotParentContext: Context<SlotParent | null> = shared[SLOT_PARENT];

/**
 * Where a host container's preview draws one of its slots: `<Slot name="main" />`, a name its
 * definition's `slots` declares. On pages (PageRenderer, renderPageToHtml) it draws the slot's
 * blocks; on the canvas, a drop zone of selectable blocks. Outside a container's preview: nothing.
 */
export function Slot({ name }: { name: string }) {
  const parent = useContext(SlotParentContext);
  return parent ? parent.draw(name) : null;
}
