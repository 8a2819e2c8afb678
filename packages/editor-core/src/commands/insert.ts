import { createComponent } from "../document/create-document";
import { insertAt } from "../operations/insert-at";
import { insertComponents } from "../operations/insert-components";
import { clampBeforeFixedTail } from "../placement/check-placement";
import { blocksInsertedAt, componentsInserted } from "../store/actions";
import type { BlockLocation, CommandResult, Props } from "../types";
import { type CommandContext, currentDocument, done, endEditGroup, refuse } from "./context";
import { kindRefusal } from "./kind-refusal";
import { placementRefusal } from "./placement-refusal";
import { isNested, slotRefusal, toLocation } from "./slot-refusal";

/**
 * Inserts a new component of `type` at `at` (default: the end, before a fixed tab bar) with the
 * definition's defaults (in the editor's locale where the definition has them) overlaid by `props`.
 * `at` is a position in the page's list or a location in a container's slot, whose `max` and
 * `allow` apply. Answers the new component's id.
 */
export function insert(
  context: CommandContext,
  type: string,
  at?: number | BlockLocation,
  props?: Props,
): CommandResult<{ changed: boolean; id: string }> {
  const definition = context.registry.get(type);
  if (!definition) return refuse(context, "unknown-type", "command.unknownType", { type });
  const wrongKind = props ? kindRefusal(context, props, definition.fields) : null;
  if (wrongKind) return wrongKind;
  const before = currentDocument(context);
  // The editor's language picks the starting texts; the caller's props still win.
  const localized = definition.localizedDefaults?.[context.locale()];
  const component = createComponent(
    definition,
    localized ? { ...localized, ...props } : props,
    context.createId(),
  );
  if (isNested(at)) {
    const refused =
      slotRefusal(context, before, at, [component]) ??
      placementRefusal(context, before, insertAt(before, at, [component]));
    if (refused) return refused;
    endEditGroup(context);
    context.store.dispatch(blocksInsertedAt({ location: at, components: [component] }));
    return done(true, { id: component.id });
  }
  const index =
    at === undefined ? before.components.length : toLocation(at, before.components.length).index;
  const position = clampBeforeFixedTail(before.components, index, context.registry, type);
  const after = insertComponents(before, position, [component]);
  const refusal = placementRefusal(context, before, after);
  if (refusal) return refusal;
  endEditGroup(context);
  context.store.dispatch(componentsInserted({ index: position, components: [component] }));
  return done(true, { id: component.id });
}
