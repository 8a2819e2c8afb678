import { duplicateComponent } from "../operations/duplicate-component";
import { blocksInsertedAt, componentsInserted } from "../store/actions";
import { blockIndex } from "../store/component-index";
import type { CommandResult } from "../types";
import { blockAt } from "../util/tree";
import { type CommandContext, currentDocument, done, endEditGroup, refuse } from "./context";
import { placementRefusal } from "./placement-refusal";
import { slotRefusal } from "./slot-refusal";

/**
 * Copies a component right after itself, a container with fresh ids for everything inside it.
 * Refused for once-per-page components and where the slot is full.
 */
export function duplicate(
  context: CommandContext,
  id: string,
): CommandResult<{ changed: boolean; id: string }> {
  const before = currentDocument(context);
  const place = blockIndex(before.components).get(id);
  if (place === undefined) return refuse(context, "not-found", "command.notFound");
  const newId = context.createId();
  const after = duplicateComponent(before, id, newId, context.createId);
  const copy = blockAt(after.components, blockIndex(after.components).get(newId)!.steps)!;
  const location = { parentId: place.parentId, slot: place.slot, index: place.index + 1 };
  const refusal =
    slotRefusal(context, before, location, [copy]) ?? placementRefusal(context, before, after);
  if (refusal) return refusal;
  endEditGroup(context);
  context.store.dispatch(
    place.parentId === undefined
      ? componentsInserted({ index: location.index, components: [copy] })
      : blocksInsertedAt({ location, components: [copy] }),
  );
  return done(true, { id: newId });
}
