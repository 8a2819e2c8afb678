import { moveComponent } from "../operations/move-component";
import { clampBeforeFixedTail } from "../placement/check-placement";
import { componentMoved } from "../store/actions";
import { componentIndex } from "../store/component-index";
import type { CommandResult } from "../types";
import {
  type CommandContext,
  currentDocument,
  done,
  endEditGroup,
  refuse,
  titleOf,
} from "./context";
import { placementRefusal } from "./placement-refusal";

/**
 * Moves a component so it ends up at `toIndex`. Components fixed at the end (the tab bar) cannot
 * be moved, and nothing moves past them.
 */
export function move(
  context: CommandContext,
  id: string,
  toIndex: number,
): CommandResult<{ changed: boolean }> {
  const before = currentDocument(context);
  const from = componentIndex(before.components).get(id);
  if (from === undefined) return refuse(context, "not-found", "command.notFound");
  const component = before.components[from]!;
  if (context.registry.get(component.type)?.placement.fixedLast) {
    return refuse(context, "placement", "placement.fixedLast", {
      title: titleOf(context, component.type),
    });
  }
  // Clamp against the list without the moving component, so the index means "final position".
  const others = before.components.filter((c) => c.id !== id);
  const to = clampBeforeFixedTail(others, toIndex, context.registry, component.type);
  const after = moveComponent(before, from, to);
  if (after === before) return done(false);
  const refusal = placementRefusal(context, before, after);
  if (refusal) return refusal;
  endEditGroup(context);
  context.store.dispatch(componentMoved({ from, to }));
  return done(true);
}

/** Moves a component one place up (keyboard users); at the top it changes nothing. */
export function moveUp(context: CommandContext, id: string): CommandResult<{ changed: boolean }> {
  const index = componentIndex(currentDocument(context).components).get(id);
  if (index === undefined) return refuse(context, "not-found", "command.notFound");
  return index === 0 ? done(false) : move(context, id, index - 1);
}

/** Moves a component one place down; at the bottom (or above the tab bar) it changes nothing. */
export function moveDown(context: CommandContext, id: string): CommandResult<{ changed: boolean }> {
  const index = componentIndex(currentDocument(context).components).get(id);
  if (index === undefined) return refuse(context, "not-found", "command.notFound");
  return move(context, id, index + 1);
}
