import type { ComponentInstance } from "../types";

/**
 * One step down the block tree: position `index` of the list `slot` of the block the previous
 * step reached (no slot for the first step, which is in the page's own list).
 */
export interface TreeStep {
  readonly slot?: string | undefined;
  readonly index: number;
}

export type Blocks = readonly ComponentInstance[];

/** The blocks in a container's slots, in slot order; none for an ordinary block. */
export const slotEntries = (component: ComponentInstance): [string, Blocks][] =>
  component.slots ? Object.entries(component.slots) : [];

/** Calls `visit` for every block, parents before their children, with the steps to reach it. */
export function walkBlocks(
  blocks: Blocks,
  visit: (component: ComponentInstance, steps: readonly TreeStep[], parentId?: string) => void,
  steps: readonly TreeStep[] = [],
  parentId?: string,
  slot?: string,
): void {
  blocks.forEach((component, index) => {
    const here = [...steps, { slot, index }];
    visit(component, here, parentId);
    for (const [name, children] of slotEntries(component)) {
      walkBlocks(children, visit, here, component.id, name);
    }
  });
}

/** The block the steps lead to, if any. */
export function blockAt(blocks: Blocks, steps: readonly TreeStep[]): ComponentInstance | undefined {
  let list: Blocks | undefined = blocks;
  let found: ComponentInstance | undefined;
  for (const [position, step] of steps.entries()) {
    if (!list) return undefined;
    found = list[step.index];
    const next = steps[position + 1];
    list = next ? found?.slots?.[next.slot ?? ""] : undefined;
  }
  return found;
}

/**
 * Replaces the block the steps lead to by `update(block)`. Only that block's ancestors are copied,
 * so everything else keeps its identity (the undo history and the preview diff rely on it).
 */
export function updateBlock(
  blocks: Blocks,
  steps: readonly TreeStep[],
  update: (component: ComponentInstance) => ComponentInstance,
): Blocks {
  const [step, ...rest] = steps;
  const component = step && blocks[step.index];
  if (!step || !component) return blocks;
  const list = blocks.slice();
  if (rest.length === 0) {
    list[step.index] = Object.freeze(update(component));
  } else {
    const slot = rest[0]!.slot ?? "";
    list[step.index] = withSlot(component, slot, (children) => updateBlock(children, rest, update));
  }
  return Object.freeze(list);
}

/** The same block with the list of one slot replaced by `update(list)` (a missing slot is empty). */
export function withSlot(
  component: ComponentInstance,
  slot: string,
  update: (list: Blocks) => Blocks,
): ComponentInstance {
  const slots = Object.freeze({
    ...component.slots,
    [slot]: Object.freeze(update(component.slots?.[slot] ?? [])),
  });
  return Object.freeze({ ...component, slots });
}

/**
 * Replaces the list at a place: the page's own list for no parent steps, else the slot `slot` of
 * the block the parent steps lead to.
 */
export function updateList(
  blocks: Blocks,
  parentSteps: readonly TreeStep[] | null,
  slot: string | undefined,
  update: (list: Blocks) => Blocks,
): Blocks {
  if (!parentSteps) return Object.freeze(update(blocks));
  return updateBlock(blocks, parentSteps, (parent) => withSlot(parent, slot ?? "", update));
}
