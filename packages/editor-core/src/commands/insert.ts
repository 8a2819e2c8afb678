import { createComponent } from "../document/create-document";
import { insertComponents } from "../operations/insert-components";
import { clampBeforeFixedTail } from "../placement/check-placement";
import { componentsInserted } from "../store/actions";
import type { CommandResult, Props } from "../types";
import { type CommandContext, currentDocument, done, endEditGroup, refuse } from "./context";
import { kindRefusal } from "./kind-refusal";
import { placementRefusal } from "./placement-refusal";

/**
 * Inserts a new component of `type` at `index` (default: the end, before a fixed tab bar) with the
 * definition's defaults (in the editor's locale where the definition has them) overlaid by `props`.
 * Answers the new component's id.
 */
export function insert(
  context: CommandContext,
  type: string,
  index?: number,
  props?: Props,
): CommandResult<{ changed: boolean; id: string }> {
  const definition = context.registry.get(type);
  if (!definition) return refuse(context, "unknown-type", "command.unknownType", { type });
  const wrongKind = props ? kindRefusal(context, props, definition.fields) : null;
  if (wrongKind) return wrongKind;
  const before = currentDocument(context);
  const at = clampBeforeFixedTail(
    before.components,
    index ?? before.components.length,
    context.registry,
    type,
  );
  // The editor's language picks the starting texts; the caller's props still win.
  const localized = definition.localizedDefaults?.[context.locale()];
  const component = createComponent(
    definition,
    localized ? { ...localized, ...props } : props,
    context.createId(),
  );
  const after = insertComponents(before, at, [component]);
  const refusal = placementRefusal(context, before, after);
  if (refusal) return refusal;
  endEditGroup(context);
  context.store.dispatch(componentsInserted({ index: at, components: [component] }));
  return done(true, { id: component.id });
}
