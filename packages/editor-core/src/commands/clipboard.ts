import { DocumentError } from "../document/document-error";
import { readComponentProps } from "../document/read-component";
import { insertAt } from "../operations/insert-at";
import { insertComponents } from "../operations/insert-components";
import { clampBeforeFixedTail } from "../placement/check-placement";
import { blocksInsertedAt, componentsInserted } from "../store/actions";
import { blockIndex, componentIndex } from "../store/component-index";
import type { BlockLocation, CommandResult, ComponentInstance } from "../types";
import { isPlainObject } from "../util/deep-equal";
import { deepFreeze } from "../util/freeze";
import { walkBlocks } from "../util/tree";
import { type CommandContext, currentDocument, done, endEditGroup, refuse } from "./context";
import { placementRefusal } from "./placement-refusal";
import { isNested, slotRefusal, toLocation } from "./slot-refusal";

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
  const index = blockIndex(document.components);
  if ([...wanted].some((id) => !index.has(id)))
    return refuse(context, "not-found", "command.notFound");
  // Page order, parents first; a block inside a copied container travels with it, not twice.
  const picked: ComponentInstance[] = [];
  walkBlocks(document.components, (component) => {
    const insidePicked = ancestorsOf(index, component.id).some((id) => wanted.has(id));
    if (wanted.has(component.id) && !insidePicked) picked.push(component);
  });
  const components = picked.map((component) => clipboardEntry(context, component));
  const payload = JSON.stringify({ format: CLIPBOARD_FORMAT, components });
  return { ok: true, payload, count: components.length };
}

/** A block as clipboard text holds it: no ids, the props version, its slots' blocks likewise. */
interface ClipboardEntry {
  type: string;
  version: number;
  props: ComponentInstance["props"];
  slots?: Record<string, ClipboardEntry[]>;
}

function clipboardEntry(context: CommandContext, component: ComponentInstance): ClipboardEntry {
  const { type, props } = component;
  const entry: ClipboardEntry = { type, version: context.registry.get(type)?.version ?? 1, props };
  if (!component.slots) return entry;
  const slots = Object.fromEntries(
    Object.entries(component.slots).map(([name, children]) => [
      name,
      children.map((child) => clipboardEntry(context, child)),
    ]),
  );
  return { ...entry, slots };
}

/** The containers around a block, nearest first. */
function ancestorsOf(index: ReturnType<typeof blockIndex>, id: string): string[] {
  const found: string[] = [];
  for (let at = index.get(id)?.parentId; at !== undefined; at = index.get(at)?.parentId) {
    found.push(at);
  }
  return found;
}

/**
 * Pastes clipboard text at `at` (default: after the last selected component, else at the end); a
 * location pastes into a container's slot, whose `max` and `allow` apply. Each component (and each
 * block inside a pasted container) gets a fresh id and passes the same checks as an imported
 * document; placement rules apply as for an insert. Answers the new ids of the pasted blocks.
 */
export function paste(
  context: CommandContext,
  payload: string,
  at?: number | BlockLocation,
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
  at ??= afterNestedSelection(context);
  if (isNested(at)) {
    const refused =
      slotRefusal(context, before, at, components) ??
      placementRefusal(context, before, insertAt(before, at, components));
    if (refused) return refused;
    endEditGroup(context);
    context.store.dispatch(blocksInsertedAt({ location: at, components }));
    return done(true, { ids: components.map((c) => c.id) });
  }
  const index = at === undefined ? undefined : toLocation(at, before.components.length).index;
  const positions = componentIndex(before.components);
  const selected = context.store.getState().ui.selection.map((id) => positions.get(id) ?? -1);
  const preferred =
    index ?? (selected.length ? Math.max(...selected) + 1 : before.components.length);
  const position = clampBeforeFixedTail(
    before.components,
    preferred,
    context.registry,
    components[0]!.type,
  );
  const after = insertComponents(before, position, components);
  const refusal = placementRefusal(context, before, after);
  if (refusal) return refusal;
  endEditGroup(context);
  context.store.dispatch(componentsInserted({ index: position, components }));
  return done(true, { ids: components.map((c) => c.id) });
}

/**
 * Right after the last selected block when that block sits in a slot, so pasting next to a block
 * in a column stays in that column; undefined for a selection on the page's own list.
 */
function afterNestedSelection(context: CommandContext): BlockLocation | undefined {
  const last = context.store.getState().ui.selection.at(-1);
  const place =
    last === undefined ? undefined : blockIndex(currentDocument(context).components).get(last);
  if (place?.parentId === undefined) return undefined;
  return { parentId: place.parentId, slot: place.slot, index: place.index + 1 };
}

function readClipboard(context: CommandContext, payload: string): ComponentInstance[] {
  const data: unknown = JSON.parse(payload);
  if (!isPlainObject(data) || data.format !== CLIPBOARD_FORMAT || !Array.isArray(data.components)) {
    throw new TypeError("not a clipboard payload");
  }
  return data.components.map((entry: unknown, index) => readEntry(context, entry, index));
}

function readEntry(context: CommandContext, entry: unknown, index: number): ComponentInstance {
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
  const component = { id: context.createId(), type: entry.type as string, props };
  if (entry.slots === undefined) return deepFreeze(component);
  if (!isPlainObject(entry.slots)) throw new TypeError("not a slots object");
  const slots: Record<string, ComponentInstance[]> = {};
  for (const [name, children] of Object.entries(entry.slots)) {
    if (!Array.isArray(children)) throw new TypeError("not a slot list");
    slots[name] = children.map((child: unknown) => readEntry(context, child, index));
  }
  return deepFreeze({ ...component, slots });
}
