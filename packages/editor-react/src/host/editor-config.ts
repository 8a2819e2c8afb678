import {
  type ComponentDefinitionInput,
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
import type { ComponentType } from "react";
import type { PageCategory } from "../panels/PageSettingsPanel";
import type { PreviewProps } from "../previews/preview-types";
import { defineHostComponent, type HostComponent, type HostIcon } from "./define-host-component";
import type { TypedHostPanel } from "./host-panel";

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
 * A field of a prop of type V, its kind V's: for a host that writes its props as an interface
 * and its fields apart (`{ [K in keyof P]?: FieldOf<P[K]> }`), so they cannot disagree.
 */
export type FieldOf<V> = Omit<FieldSpec, "kind"> & {
  kind: KindOf<V> | readonly KindOf<V>[];
};

/** A settings panel of the host's own, with the block's props typed. */
export type ConfigPanel<P> = TypedHostPanel<P>;

/** A config component's fields: each prop's kind, constraints and editing (`ui`), by prop name. */
export type ConfigFields = { readonly [prop: string]: FieldSpec };

/** A string or number field's values: its enum's when given as literals (`as const`). */
type EnumValue<S, V> = S extends { enum: readonly (infer E)[] }
  ? V extends E
    ? V
    : Extract<E, V>
  : V;

type ValueOfKind<K, S> = K extends "string"
  ? EnumValue<S, string>
  : K extends "number"
    ? EnumValue<S, number>
    : K extends "boolean"
      ? boolean
      : K extends "array"
        ? S extends { fields: infer I }
          ? PropsOfFields<I>[]
          : unknown[]
        : K extends "object"
          ? S extends { fields: infer I }
            ? PropsOfFields<I>
            : object
          : never;

/**
 * The value a field holds: of its kind (or any of its kinds), narrowed to its enum, a list's
 * items or an object's keys typed by its nested `fields`, and null when it is `nullable`.
 */
export type ValueOfField<S> =
  | (S extends { kind: infer K } ? ValueOfKind<K extends readonly (infer E)[] ? E : K, S> : never)
  | (S extends { nullable: true } ? null : never);

/** The props a set of fields describes: one key per field, typed by it. */
export type PropsOfFields<F> = {
  -readonly [K in keyof F]-?: ValueOfField<Exclude<F[K], undefined>>;
};

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/**
 * A config component's props: typed from its fields (as Puck does), plus the keys only its
 * defaults hold (data no field describes), typed from them. Without fields, from the defaults.
 */
export type ConfigProps<F, D> = unknown extends F
  ? D
  : Simplify<Omit<D, keyof F> & PropsOfFields<F>>;

/**
 * What the defaults must be: a value for every field, of the field's type. When the defaults as
 * written do not fit, this is their expected type, so the error names the field that is wrong.
 */
type DefaultsOf<F, D> = unknown extends F
  ? D
  : D extends PropsOfFields<F>
    ? D
    : NoInfer<ConfigProps<F, D>>;

type ConfigDefinition = Omit<
  ComponentDefinitionInput,
  "type" | "defaultProps" | "fields" | "title" | "icon" | "validate"
>;

/**
 * One component of a config, declared in one place: its fields (which type its props), its
 * defaults, how it is drawn and edited, its texts and icon. The key in `components` is its type.
 */
export type ConfigComponent<P extends object> = ConfigDefinition & {
  /** A new block's props: a value for every field, of its type. */
  defaults: P;
  /**
   * How each prop is checked and edited (`ui`); a field's kind types its prop. A prop without a
   * field is kept as data.
   */
  fields?: ConfigFields | undefined;
  /** Draws the block on the canvas, in the live preview, in `<PageRenderer>` and server HTML. */
  preview: ComponentType<PreviewProps<P>>;
  /** Replaces the panel generated from `fields`; gets the typed props and `update`. */
  panel?: ConfigPanel<P> | undefined;
  /** Texts by language: the title (`component.<type>.title`), labels, validation texts. */
  messages?: HostMessages | undefined;
  /** One title for every language, when the host keeps no catalogue. */
  title?: string | undefined;
  icon?: HostIcon | undefined;
};

/**
 * What `defineConfig` takes: the components by type, the page categories, the page settings.
 * Each component's fields (F) and defaults (D) are inferred separately, from their own members
 * of the intersection, so its props can come from the fields and the defaults be checked
 * against them; preview and panel are typed once both are known.
 */
export interface EditorConfigInput<F, D extends Record<string, object>> {
  components: {
    [T in keyof D]: Omit<
      ConfigComponent<ConfigProps<F[T & keyof F], D[T]>>,
      "defaults" | "fields"
    > & {
      defaults: DefaultsOf<F[T & keyof F], D[T]>;
    };
  } & { [T in keyof F]: { fields?: (F[T] & ConfigFields) | undefined } };
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
  return defineHostComponent<object>({
    definition: defineComponent({
      ...definition,
      type,
      defaultProps: defaults as Props,
      ...(fields ? { fields } : {}),
    }),
    preview,
    panel,
    messages,
    title,
    icon,
  });
}

/**
 * The whole editor set-up in one object, in the spirit of Puck's `config`: each component once
 * (the key is its type), with its props typed from its `fields` in `preview` and `panel`.
 * Call it once, at module level: the same object serves the editor, the renderer and the server.
 */
export function defineConfig<F, D extends Record<string, object>>(
  input: EditorConfigInput<F, D>,
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
