import { removeComponents } from "../operations/remove-components";
import { componentsRemoved } from "../store/actions";
import { blockIndex } from "../store/component-index";
import type { CommandResult } from "../types";
import { type CommandContext, currentDocument, done, endEditGroup, refuse } from "./context";
import { placementRefusal } from "./placement-refusal";

/**
 * Removes one or several components (by id, at any depth) with everything inside them. Unknown ids
 * are refused, nothing is removed.
 */
export function remove(
  context: CommandContext,
  ids: string | readonly string[],
): CommandResult<{ changed: boolean }> {
  const list = typeof ids === "string" ? [ids] : [...ids];
  const before = currentDocument(context);
  const index = blockIndex(before.components);
  if (list.some((id) => !index.has(id))) return refuse(context, "not-found", "command.notFound");
  const after = removeComponents(before, list);
  if (after === before) return done(false);
  // Removing the first component may leave a floating button or tab bar first.
  const refusal = placementRefusal(context, before, after);
  if (refusal) return refusal;
  endEditGroup(context);
  context.store.dispatch(componentsRemoved({ ids: list }));
  return done(true);
}
