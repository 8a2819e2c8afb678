import type { ComponentInstance, Locale } from "@vitrine/editor-core";
import { type Context, createContext, type ReactNode, useContext } from "react";
import { ComponentPreview } from "./ComponentPreview";

/** How one slot of a container is drawn: its parent, the slot's name and the blocks it holds. */
export type SlotRenderer = (slot: {
  parent: ComponentInstance;
  name: string;
  blocks: readonly ComponentInstance[];
  locale: Locale;
}) => ReactNode;

/**
 * A page draws a slot's blocks one after the other, each marked with its id and type as the page's
 * own blocks are (PageRenderer, renderPageToHtml). The canvas gives its own renderer (SlotZone):
 * the blocks there are selectable and the slot is a drop zone.
 */
const drawBlocks: SlotRenderer = ({ blocks, locale }) =>
  blocks.map((block) => (
    <div key={block.id} data-component-id={block.id} data-component-type={block.type}>
      <ComponentPreview component={block} locale={locale} />
    </div>
  ));

export const SlotRendererContext = createContext<SlotRenderer>(drawBlocks);

/** The blocks of `parent`'s slot `name`, drawn by the surface's renderer. */
export function SlotBlocks(props: { parent: ComponentInstance; name: string; locale: Locale }) {
  const render = useContext(SlotRendererContext);
  const blocks = props.parent.slots?.[props.name] ?? [];
  return <>{render({ ...props, blocks })}</>;
}

/** A host container being drawn: how to draw one of its slots, by this surface's renderer. */
interface SlotParent {
  draw: (name: string) => ReactNode;
}

// The root entry and the server entry are bundled apart (each with chunks of its own): a host's
// <Slot> comes from the root entry while renderPageToHtml draws with the server's, so both must
// find one context. The drawing itself stays with the entry that draws the page.
const SLOT_PARENT: unique symbol = Symbol.for("@vitrine/editor-react:slot-parent");
const shared = globalThis as typeof globalThis & {
  [SLOT_PARENT]?: Context<SlotParent | null>;
};

/** The container a host's preview is drawing (ComponentPreview gives it to a host container). */
shared[SLOT_PARENT] ??= createContext<SlotParent | null>(null);
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
