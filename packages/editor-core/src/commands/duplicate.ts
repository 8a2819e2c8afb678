import { duplicateComponent } from "../operations/duplicate-component";
import { componentsInserted } from "../store/actions";
import { componentIndex } from "../store/component-index";
import type { CommandResult } from "../types";
import { type CommandContext, currentDocument, done, endEditGroup, refuse } from "./context";
import { placementRefusal } from "./placement-refusal";

/** Copies a component right after itself. Refused for once-per-page components. */
export function duplicate(
  context: CommandContext,
  id: string,
): CommandResult<{ changed: boolean; id: string }> {
  const before = currentDocument(context);
  const index = componentIndex(before.components).get(id);
  if (index === undefined) return refuse(context, "not-found", "command.notFound");
  const newId = context.createId();
  const after = duplicateComponent(before, id, newId);
  const refusal = placementRefusal(context, before, after);
  if (refusal) return refusal;
  endEditGroup(context);
  const copy = after.components[index + 1]!;
  context.store.dispatch(componentsInserted({ index: index + 1, components: [copy] }));
  return done(true, { id: newId });
}
