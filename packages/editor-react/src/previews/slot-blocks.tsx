import type { ComponentInstance, Locale } from "@vitrine/editor-core";
import { createContext, type ReactNode, useContext } from "react";
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
