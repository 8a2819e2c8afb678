import { type PageSettingsOptions, pageSettingsFieldsOf } from "../builtins/page-settings-options";
import { copy, paste } from "../commands/clipboard";
import type { CommandContext } from "../commands/context";
import { duplicate } from "../commands/duplicate";
import { redo, undo } from "../commands/history";
import { importDocument } from "../commands/import-document";
import { insert } from "../commands/insert";
import { move, moveDown, moveUp } from "../commands/move";
import { moveMany } from "../commands/move-many";
import { remove } from "../commands/remove";
import { load, reset } from "../commands/reset-and-load";
import { hover, select } from "../commands/selection";
import { updateProps } from "../commands/update-props";
import { updateSettings } from "../commands/update-settings";
import { createDocument } from "../document/create-document";
import { defaultRegistry } from "../document/default-registry";
import { parseDocument } from "../document/parse-document";
import { serializeDocument } from "../document/serialize-document";
import { type MessageParams, translate } from "../i18n/translate";
import type { FieldSpecs } from "../registry/field-spec";
import type { Registry } from "../registry/registry";
import { createEditorStore } from "../store/create-store";
import type { EditorState, EditorStore } from "../store/editor-store";
import { selectComponentById } from "../store/selectors";
import type { ComponentInstance, Locale, PageDocument } from "../types";
import { createComponentId, type IdFactory } from "../util/ids";
import { type ValidationIssue, validateDocument } from "../validation/validate-document";

export interface EditorOptions {
  /** The page to open (a document, or JSON text / an object for parseDocument). Default: empty. */
  document?: PageDocument | string | object | undefined;
  /** Component definitions; default: a registry of the built-ins. */
  registry?: Registry | undefined;
  /** Undo steps kept (default 100). */
  historyLimit?: number | undefined;
  /**
   * The page settings the host offers: which built-ins show (and are validated), which of name,
   * details and category are required, and the host's own. Default: all, those three required.
   */
  pageSettings?: PageSettingsOptions | undefined;
  /** Language of refusal and validation messages (default zh-cn). */
  locale?: Locale | undefined;
  /** Edits of one field closer together than this merge into one undo step (default 1000 ms). */
  mergeWindowMs?: number | undefined;
  /** Id generator for new components (tests pass a deterministic one). */
  createId?: IdFactory | undefined;
  /** Clock used for merging edits (tests pass a fake one). */
  now?: (() => number) | undefined;
}

type Commands = {
  [K in keyof typeof commandTable]: (typeof commandTable)[K] extends (
    context: CommandContext,
    ...args: infer A
  ) => infer R
    ? (...args: A) => R
    : never;
};

const commandTable = {
  insert,
  move,
  moveUp,
  moveDown,
  moveMany,
  remove,
  duplicate,
  updateProps,
  updateSettings,
  reset,
  load,
  importDocument,
  select,
  hover,
  copy,
  paste,
  undo,
  redo,
};

/**
 * A headless editor: document, selection, commands and history. Named `EditorInstance` so it does
 * not clash with editor-react's `<Editor>` component in a host's imports (issue 25).
 */
export interface EditorInstance extends Commands {
  /** The editor's store (read its state with the exported selectors, hear its changes). */
  readonly store: EditorStore;
  readonly registry: Registry;
  /** The page settings' field specs under `options.pageSettings`, in the panel's order. */
  readonly pageSettingsFields: FieldSpecs;
  getState(): EditorState;
  getDocument(): PageDocument;
  getSelection(): readonly string[];
  getComponent(id: string): ComponentInstance | undefined;
  canUndo(): boolean;
  canRedo(): boolean;
  /** Called after every change of document, selection or hover. Answers its own unsubscribe. */
  subscribe(listener: () => void): () => void;
  getLocale(): Locale;
  setLocale(locale: Locale): void;
  translate(key: string, params?: MessageParams): string;
  validate(): ValidationIssue[];
  serialize(space?: number): string;
}

/** Creates a headless editor: a document, its history and the commands that change it. */
/** @deprecated Use `EditorInstance`; this name clashes with editor-react's `<Editor>` component. */
export type Editor = EditorInstance;

export function createEditor(options: EditorOptions = {}): EditorInstance {
  const registry = options.registry ?? defaultRegistry();
  let locale: Locale = options.locale ?? "zh-cn";
  const initial =
    options.document === undefined
      ? createDocument()
      : parseDocument(options.document, { registry, locale });
  const store = createEditorStore(initial, options.historyLimit ?? 100);
  const context: CommandContext = {
    store,
    registry,
    locale: () => locale,
    createId: options.createId ?? createComponentId,
    now: options.now ?? Date.now,
    mergeWindowMs: options.mergeWindowMs ?? 1000,
    lastEdit: null,
    groupCounter: 0,
  };
  const commands = Object.fromEntries(
    Object.entries(commandTable).map(([name, command]) => [
      name,
      (...args: unknown[]) =>
        (command as (c: CommandContext, ...a: unknown[]) => unknown)(context, ...args),
    ]),
  ) as Commands;

  return {
    ...commands,
    store,
    registry,
    pageSettingsFields: pageSettingsFieldsOf(options.pageSettings),
    getState: () => store.getState(),
    getDocument: () => store.getState().document.present,
    getSelection: () => store.getState().ui.selection,
    getComponent: (id) => selectComponentById(store.getState(), id),
    canUndo: () => store.getState().document.past.length > 0,
    canRedo: () => store.getState().document.future.length > 0,
    subscribe: (listener) => {
      // Redux calls subscribers after every dispatch; hosts only care about real changes.
      let last = store.getState();
      return store.subscribe(() => {
        const next = store.getState();
        if (next === last) return;
        last = next;
        listener();
      });
    },
    getLocale: () => locale,
    setLocale: (next) => {
      locale = next;
    },
    translate: (key, params) => translate(key, locale, params, registry.messages),
    validate: () =>
      validateDocument(store.getState().document.present, {
        registry,
        locale,
        pageSettings: options.pageSettings,
      }),
    serialize: (space) => serializeDocument(store.getState().document.present, { registry, space }),
  };
}
