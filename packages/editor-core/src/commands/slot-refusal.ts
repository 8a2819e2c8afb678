import { translate } from "../i18n/translate";
import { wouldNestInItself } from "../operations/move-to";
import { blockIndex } from "../store/component-index";
import type { BlockLocation, ComponentInstance, PageDocument } from "../types";
import { blockAt } from "../util/tree";
import { type CommandContext, refuse, titleOf } from "./context";

/**
 * The refusal for putting `blocks` into a container's slot: the container must exist and declare
 * the slot, each block's type must be allowed there (blocks fixed at the page's end never are), the
 * slot's `max` must hold them, and a moving container may not go into itself. Null at the page
 * root (placement rules cover it) or when everything fits.
 */
export function slotRefusal(
  context: CommandContext,
  document: PageDocument,
  location: BlockLocation,
  blocks: readonly ComponentInstance[],
  movingId?: string,
) {
  if (location.parentId === undefined) return null;
  const index = blockIndex(document.components);
  const parentPlace = index.get(location.parentId);
  if (!parentPlace) return refuse(context, "not-found", "command.notFound");
  const parent = blockAt(document.components, parentPlace.steps)!;
  const slotName = location.slot ?? "";
  const spec = context.registry.get(parent.type)?.slots?.[slotName];
  if (!spec) return refuse(context, "slot", "slot.unknown", { slot: slotName });
  const slot = translate(spec.title, context.locale(), undefined, context.registry.messages);
  if (movingId !== undefined && wouldNestInItself(index, movingId, location.parentId)) {
    return refuse(context, "slot", "slot.intoItself", { title: titleOf(context, parent.type) });
  }
  for (const block of blocks) {
    const fixedLast = context.registry.get(block.type)?.placement.fixedLast;
    if (fixedLast || (spec.allow && !spec.allow.includes(block.type))) {
      return refuse(context, "slot", "slot.notAllowed", {
        title: titleOf(context, block.type),
        slot,
      });
    }
  }
  const staying = (parent.slots?.[slotName] ?? []).filter((child) => child.id !== movingId);
  if (spec.max !== undefined && staying.length + blocks.length > spec.max) {
    return refuse(context, "slot", "slot.full", { slot, max: spec.max });
  }
  return null;
}

/** A location from a command's `at` argument: a number is a position in the page's own list. */
export const toLocation = (at: number | BlockLocation, fallback: number): BlockLocation =>
  typeof at === "number"
    ? { index: at }
    : { ...at, index: Number.isFinite(at.index) ? at.index : fallback };

/** True for a location inside a container. */
export const isNested = (at: number | BlockLocation | undefined): at is BlockLocation =>
  typeof at === "object" && at.parentId !== undefined;
