import { hoverChanged, selectionChanged } from "../store/actions";
import { blockIndex } from "../store/component-index";
import type { CommandResult } from "../types";
import { type CommandContext, currentDocument, done, refuse } from "./context";

/** Selects one or several components, nested ones too (an empty list clears). Never enters undo history. */
export function select(
  context: CommandContext,
  ids: string | readonly string[],
): CommandResult<{ changed: boolean }> {
  const list = [...new Set(typeof ids === "string" ? [ids] : ids)];
  const index = blockIndex(currentDocument(context).components);
  if (list.some((id) => !index.has(id))) return refuse(context, "not-found", "command.notFound");
  const before = context.store.getState().ui;
  context.store.dispatch(selectionChanged({ ids: list }));
  return done(context.store.getState().ui !== before);
}

/** Marks the component under the pointer (null for none). Never enters undo history. */
export function hover(
  context: CommandContext,
  id: string | null,
): CommandResult<{ changed: boolean }> {
  if (id !== null && !blockIndex(currentDocument(context).components).has(id)) {
    return refuse(context, "not-found", "command.notFound");
  }
  const before = context.store.getState().ui;
  context.store.dispatch(hoverChanged({ id }));
  return done(context.store.getState().ui !== before);
}
