import { moveComponent } from "../operations/move-component";
import { moveTo } from "../operations/move-to";
import { clampBeforeFixedTail } from "../placement/check-placement";
import { blockMovedTo, componentMoved } from "../store/actions";
import { blockIndex } from "../store/component-index";
import type { BlockLocation, CommandResult } from "../types";
import { blockAt } from "../util/tree";
import {
  type CommandContext,
  currentDocument,
  done,
  endEditGroup,
  refuse,
  titleOf,
} from "./context";
import { placementRefusal } from "./placement-refusal";
import { slotRefusal } from "./slot-refusal";

/**
 * Moves a component so it ends up at `to`: a position in its own list, or a location (into, out of
 * or between containers' slots, with everything inside it). Components fixed at the end (the tab
 * bar) cannot be moved, nothing moves past them, and a container cannot go into itself.
 */
export function move(
  context: CommandContext,
  id: string,
  to: number | BlockLocation,
): CommandResult<{ changed: boolean }> {
  const before = currentDocument(context);
  const place = blockIndex(before.components).get(id);
  if (!place) return refuse(context, "not-found", "command.notFound");
  const component = blockAt(before.components, place.steps)!;
  if (context.registry.get(component.type)?.placement.fixedLast) {
    return refuse(context, "placement", "placement.fixedLast", {
      title: titleOf(context, component.type),
    });
  }
  const target: BlockLocation =
    typeof to === "number" ? { parentId: place.parentId, slot: place.slot, index: to } : to;
  if (target.parentId !== undefined) {
    const refused = slotRefusal(context, before, target, [component], id);
    if (refused) return refused;
    return dispatchMove(context, id, target);
  }
  // Clamp against the list without the moving component, so the index means "final position".
  const others = before.components.filter((c) => c.id !== id);
  const index = clampBeforeFixedTail(others, target.index, context.registry, component.type);
  if (place.parentId !== undefined) return dispatchMove(context, id, { index });
  const after = moveComponent(before, place.index, index);
  if (after === before) return done(false);
  const refusal = placementRefusal(context, before, after);
  if (refusal) return refusal;
  endEditGroup(context);
  context.store.dispatch(componentMoved({ from: place.index, to: index }));
  return done(true);
}

/** A move that involves a slot: checked against the page's placement rules, then dispatched. */
function dispatchMove(context: CommandContext, id: string, to: BlockLocation) {
  const before = currentDocument(context);
  const after = moveTo(before, id, to);
  if (after === before) return done(false);
  const refusal = placementRefusal(context, before, after);
  if (refusal) return refusal;
  endEditGroup(context);
  context.store.dispatch(blockMovedTo({ id, to }));
  return done(true);
}

/** Moves a component one place up in its list (keyboard users); at the top it changes nothing. */
export function moveUp(context: CommandContext, id: string): CommandResult<{ changed: boolean }> {
  const place = blockIndex(currentDocument(context).components).get(id);
  if (place === undefined) return refuse(context, "not-found", "command.notFound");
  return place.index === 0 ? done(false) : move(context, id, place.index - 1);
}

/** Moves a component one place down; at the bottom (or above the tab bar) it changes nothing. */
export function moveDown(context: CommandContext, id: string): CommandResult<{ changed: boolean }> {
  const place = blockIndex(currentDocument(context).components).get(id);
  if (place === undefined) return refuse(context, "not-found", "command.notFound");
  return move(context, id, place.index + 1);
}
