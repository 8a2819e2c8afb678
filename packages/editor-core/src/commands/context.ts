import type { MessageParams } from "../i18n/translate";
import { translate } from "../i18n/translate";
import type { Registry } from "../registry/registry";
import type { EditorStore } from "../store/editor-store";
import type { CommandResult, Locale, PageDocument, RefusalReason } from "../types";
import type { IdFactory } from "../util/ids";

/**
 * The store as commands use it: the public EditorStore plus dispatch. Declared here rather than as
 * Redux Toolkit's store type because the command signatures reach the package's declarations.
 */
export interface DispatchingStore extends EditorStore {
  dispatch(action: { readonly type: string }): unknown;
}

/** What every command works with; one per editor. */
export interface CommandContext {
  store: DispatchingStore;
  registry: Registry;
  locale: () => Locale;
  createId: IdFactory;
  /** Milliseconds clock, replaceable in tests. */
  now: () => number;
  /** Consecutive edits of one field closer than this merge into one undo step. */
  mergeWindowMs: number;
  /** The last field edit, to decide whether the next one merges with it. */
  lastEdit: { key: string; at: number; group: string } | null;
  groupCounter: number;
}

export const currentDocument = (context: CommandContext): PageDocument =>
  context.store.getState().document.present;

export function refuse(
  context: CommandContext,
  reason: RefusalReason,
  messageKey: string,
  params?: MessageParams,
): { ok: false; reason: RefusalReason; message: string } {
  const message = translate(messageKey, context.locale(), params, context.registry.messages);
  return { ok: false, reason, message };
}

export function done<T extends object>(
  changed: boolean,
  extra?: T,
): CommandResult<{ changed: boolean } & T> {
  return { ok: true, changed, ...(extra as T) };
}

/** The translated title of a component type, for refusal messages. */
export function titleOf(context: CommandContext, type: string): string {
  const definition = context.registry.get(type);
  return definition
    ? translate(definition.title, context.locale(), undefined, context.registry.messages)
    : type;
}

/**
 * The undo group of an edit: the same key within the merge window continues the previous group,
 * so typing into one field makes a single undo step.
 */
export function editGroup(context: CommandContext, key: string): string {
  const at = context.now();
  const last = context.lastEdit;
  if (last && last.key === key && at - last.at <= context.mergeWindowMs) {
    context.lastEdit = { ...last, at };
    return last.group;
  }
  context.groupCounter += 1;
  const group = `edit-${context.groupCounter}`;
  context.lastEdit = { key, at, group };
  return group;
}

/** Any structural change ends the current merge, so the next edit starts a new step. */
export function endEditGroup(context: CommandContext): void {
  context.lastEdit = null;
}
