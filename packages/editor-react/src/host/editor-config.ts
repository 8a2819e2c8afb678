import {
  type ComponentDefinitionInput,
  type ComponentInstance,
  createBuiltinRegistry,
  createEditor,
  defineComponent,
  type EditorInstance,
  type FieldKind,
  type FieldSpec,
  type HostMessages,
  type Locale,
  type PageDocument,
  type PageSettingsOptions,
  type Props,
  registerComponents,
} from "@vitrine/editor-core";
import { type ComponentType, createElement } from "react";
import type { PageCategory } from "../panels/PageSettingsPanel";
import type { PreviewProps } from "../previews/preview-types";
import { defineHostComponent, type HostComponent, type HostIcon } from "./define-host-component";

/** The JSON kind a field declares for a prop of type V (null and undefined add none). */
type KindOf<V> = V extends null | undefined
  ? never
  : V extends string
    ? "string"
    : V extends number
      ? "number"
      : V extends boolean
        ? "boolean"
        : V extends readonly unknown[]
          ? "array"
          : V extends object
            ? "object"
            : FieldKind;

/**
 * A field of a prop of type V: its kind is V's, so a field cannot say "number" for a prop the
 * defaults made a string, and the panel it generates edits the type the preview reads.
 */
export type FieldOf<V> = Omit<FieldSpec, "kind"> & {
  kind: KindOf<V> | readonly KindOf<V>[];
};

/** A settings panel of the host's own, with the block's props typed from its defaults. */
export type ConfigPanel<P> = ComponentType<{ component: ComponentInstance; props: P }>;

/**
 * One component of a config, declared in one place: its defaults (which type its props), its
 * fields, how it is drawn and edited, its texts and icon. The key in `components` is its type.
 */
export type ConfigComponent<P extends object> = Omit<
  ComponentDefinitionInput,
  "type" | "defaultProps" | "fields" | "title" | "icon" | "validate"
> & {
  /** A new block's props; every block of the type has these keys (an interface is fine). */
  defaults: P;
  /**
   * How each prop is checked and edited (`ui`), each field's kind that of its prop; a prop
   * without a field is kept as data.
   */
  fields?: { [K in keyof P]?: FieldOf<P[K]> } | undefined;
  /** Draws the block on the canvas, in the live preview, in `<PageRenderer>` and server HTML. */
  preview: ComponentType<PreviewProps<P>>;
  /** Replaces the panel generated from `fields`. */
  panel?: ConfigPanel<P> | undefined;
  /** Texts by language: the title (`component.<type>.title`), labels, validation texts. */
  messages?: HostMessages | undefined;
  /** One title for every language, when the host keeps no catalogue. */
  title?: string | undefined;
  icon?: HostIcon | undefined;
};

/** What `defineConfig` takes: the components by type, the page categories, the page settings. */
export interface EditorConfigInput<M extends Record<string, object>> {
  components: { [T in keyof M]: ConfigComponent<M[T]> };
  /** Choices of the page category select; without them the category is a text input. */
  categories?: readonly PageCategory[] | undefined;
  /** The page's own settings (name, details, category: shown, required; the host's own fields). */
  root?: PageSettingsOptions | undefined;
}

/** One config for `<Editor config>`, `<PageRenderer components>` and `renderPageToHtml`. */
export interface EditorConfig {
  /** The host components, ready for `<PageRenderer components>` and `renderPageToHtml`. */
  readonly components: readonly HostComponent[];
  readonly categories?: readonly PageCategory[] | undefined;
  readonly root?: PageSettingsOptions | undefined;
}

function hostComponentOf(type: string, input: ConfigComponent<object>): HostComponent {
  const { defaults, fields, preview, panel, messages, title, icon, ...definition } = input;
  const Panel = panel;
  return defineHostComponent({
    definition: defineComponent({
      ...definition,
      type,
      defaultProps: defaults as Props,
      fields: (fields ?? {}) as Record<string, FieldSpec>,
    }),
    preview: preview as ComponentType<PreviewProps<Props>>,
    panel:
      Panel && (({ component }) => createElement(Panel, { component, props: component.props })),
    messages,
    title,
    icon,
  });
}

/**
 * The whole editor set-up in one object, in the spirit of Puck's `config`: each component once
 * (the key is its type), with its props typed from its `defaults` in `preview` and `panel`.
 * Call it once, at module level: the same object serves the editor, the renderer and the server.
 */
export function defineConfig<M extends Record<string, object>>(
  input: EditorConfigInput<M>,
): EditorConfig {
  // Each entry's own props type is checked at the call; inside, every entry is one of objects.
  const entries = input.components as unknown as Record<string, ConfigComponent<object>>;
  const components = Object.entries(entries).map(([type, component]) =>
    hostComponentOf(type, component),
  );
  return Object.freeze({
    components: Object.freeze(components),
    ...(input.categories ? { categories: input.categories } : {}),
    ...(input.root ? { root: input.root } : {}),
  });
}

/**
 * An editor for a config: the built-ins and the config's components in its own registry (so a
 * saved page holding them opens with their props), its page settings from `root`.
 */
export function createConfiguredEditor(
  config: EditorConfig,
  options: {
    document?: PageDocument | string | object | undefined;
    locale?: Locale | undefined;
  } = {},
): EditorInstance {
  const registry = createBuiltinRegistry();
  registerComponents(registry, config.components);
  return createEditor({
    registry,
    document: options.document,
    locale: options.locale,
    pageSettings: config.root,
  });
}
