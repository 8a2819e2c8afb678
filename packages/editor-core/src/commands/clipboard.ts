import { DocumentError } from "../document/document-error";
import { readComponentProps } from "../document/read-component";
import { insertComponents } from "../operations/insert-components";
import { clampBeforeFixedTail } from "../placement/check-placement";
import { componentsInserted } from "../store/actions";
import { componentIndex } from "../store/component-index";
import type { CommandResult, ComponentInstance } from "../types";
import { isPlainObject } from "../util/deep-equal";
import { deepFreeze } from "../util/freeze";
import { type CommandContext, currentDocument, done, endEditGroup, refuse } from "./context";
import { placementRefusal } from "./placement-refusal";

/** Marks clipboard text written by this package, so pasting other text is refused clearly. */
export const CLIPBOARD_FORMAT = "vitrine/components";

/**
 * Serializes components (default: the selection, in page order) as clipboard text. The text holds
 * types, props and props versions but no ids, so it pastes into any page of any editor.
 */
export function copy(
  context: CommandContext,
  ids?: readonly string[],
): CommandResult<{ payload: string; count: number }> {
  const document = currentDocument(context);
  const wanted = new Set(ids ?? context.store.getState().ui.selection);
  const index = componentIndex(document.components);
  if ([...wanted].some((id) => !index.has(id)))
    return refuse(context, "not-found", "command.notFound");
  const components = document.components
    .filter((component) => wanted.has(component.id))
    .map(({ type, props }) => ({ type, version: context.registry.get(type)?.version ?? 1, props }));
  const payload = JSON.stringify({ format: CLIPBOARD_FORMAT, components });
  return { ok: true, payload, count: components.length };
}

/**
 * Pastes clipboard text at `index` (default: after the last selected component, else at the end).
 * Each component gets a fresh id and passes the same checks as an imported document; placement
 * rules apply as for an insert. Answers the new ids, which become the selection's candidates.
 */
export function paste(
  context: CommandContext,
  payload: string,
  index?: number,
): CommandResult<{ changed: boolean; ids: string[] }> {
  let components: ComponentInstance[];
  try {
    components = readClipboard(context, payload);
  } catch (error) {
    if (error instanceof DocumentError) {
      return refuse(context, "invalid-payload", "command.invalidDocument", {
        detail: error.message,
      });
    }
    return refuse(context, "invalid-payload", "command.invalidPayload");
  }
  if (components.length === 0) return done(false, { ids: [] });
  const before = currentDocument(context);
  const positions = componentIndex(before.components);
  const selected = context.store.getState().ui.selection.map((id) => positions.get(id) ?? -1);
  const preferred =
    index ?? (selected.length ? Math.max(...selected) + 1 : before.components.length);
  const at = clampBeforeFixedTail(
    before.components,
    preferred,
    context.registry,
    components[0]!.type,
  );
  const after = insertComponents(before, at, components);
  const refusal = placementRefusal(context, before, after);
  if (refusal) return refusal;
  endEditGroup(context);
  context.store.dispatch(componentsInserted({ index: at, components }));
  return done(true, { ids: components.map((c) => c.id) });
}

function readClipboard(context: CommandContext, payload: string): ComponentInstance[] {
  const data: unknown = JSON.parse(payload);
  if (!isPlainObject(data) || data.format !== CLIPBOARD_FORMAT || !Array.isArray(data.components)) {
    throw new TypeError("not a clipboard payload");
  }
  return data.components.map((entry: unknown, index) => {
    if (!isPlainObject(entry)) throw new TypeError("not a component");
    const version = typeof entry.version === "number" ? entry.version : 1;
    const locale = context.locale();
    const { props } = readComponentProps(
      context.registry,
      entry.type,
      entry.props,
      index,
      locale,
      version,
    );
    return deepFreeze({ id: context.createId(), type: entry.type as string, props });
  });
}
