import { redone, undone } from "../store/undo-history";
import type { CommandResult } from "../types";
import { type CommandContext, done, endEditGroup, refuse } from "./context";

export function undo(context: CommandContext): CommandResult<{ changed: boolean }> {
  if (context.store.getState().document.past.length === 0) {
    return refuse(context, "nothing-to-undo", "command.nothingToUndo");
  }
  endEditGroup(context);
  context.store.dispatch(undone());
  return done(true);
}

export function redo(context: CommandContext): CommandResult<{ changed: boolean }> {
  if (context.store.getState().document.future.length === 0) {
    return refuse(context, "nothing-to-redo", "command.nothingToRedo");
  }
  endEditGroup(context);
  context.store.dispatch(redone());
  return done(true);
}
