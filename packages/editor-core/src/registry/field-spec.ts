/** The JSON kinds a field may hold; a field may accept several (the original mixed "10" and 10). */
export type FieldKind = "string" | "number" | "boolean" | "array" | "object";

/**
 * One field of a component's props or of the page settings: its kind (checked on import) and its
 * constraints (checked by validateDocument). `*Message` keys name the spec's own texts where it
 * gives one; otherwise the generic validation messages are used.
 */
export interface FieldSpec {
  kind: FieldKind | readonly FieldKind[];
  /** null is accepted on import (a cleared number input) and reported by validation. */
  nullable?: boolean | undefined;
  required?: boolean | undefined;
  requiredMessage?: string | undefined;
  maxLength?: number | undefined;
  maxLengthMessage?: string | undefined;
  /**
   * A limit the input enforces where the spec gives no message (caption description: "max 100 |
   * none"): the editor's field stops typing there and shows a counter; validation reports nothing.
   */
  inputMaxLength?: number | undefined;
  min?: number | undefined;
  max?: number | undefined;
  rangeMessage?: string | undefined;
  integer?: boolean | undefined;
  enum?: readonly (string | number)[] | undefined;
  minItems?: number | undefined;
  maxItems?: number | undefined;
  /** Fields of each list item (arrays) or of the nested object (objects). */
  fields?: FieldSpecs | undefined;
  /**
   * What a string must look like: a colour, or an address of our media or of the web. Checked by
   * validation; a value that is not one is emptied on import, so it never reaches a `style`.
   */
  format?: FieldFormat | undefined;
  /**
   * How the original editor stores the value when it differs from ours: legacy import reads it
   * into our kind and legacy export writes it back (see `legacy/legacy-values.ts`).
   */
  legacy?: LegacyValueType | undefined;
  /**
   * How an editor edits the field. The generic settings panel draws every field that has one, in
   * declaration order, with the widget it names; fields without one are not shown (kept as data).
   * Host components declare it the same way, so built-ins and host components are edited alike.
   */
  ui?: FieldUi | undefined;
}

/**
 * `image`: `/uploads/...` or http(s); `video`: the same, for an mp4 of the media library; `link`: a
 * link target whose typed address (the string itself, or `externalLink`) is http(s) or a path of
 * this site.
 */
export type FieldFormat = "colour" | "image" | "video" | "link";

/**
 * `number`: the original writes a number where we keep the string (caption more.httpType 10/11);
 * `numeric-string`: it writes "25" where we keep 25 (tab bar icon sizes); `null-when-empty`: it
 * writes null where we keep "" (video coverUrl, product list moreUrl); `omit-when-empty`: a field the
 * original never had (the floating button's image), written only when it holds a value.
 */
export type LegacyValueType = "number" | "numeric-string" | "null-when-empty" | "omit-when-empty";

/** The widgets a generic settings panel offers (editor-react maps each to a React control). */
export type FieldWidget =
  | "text"
  | "textarea"
  | "number"
  | "slider"
  | "switch"
  | "choice"
  | "segmented"
  | "colour"
  | "image"
  | "video"
  | "link"
  | "icon"
  | "list"
  | "products"
  | "richtext";

export interface FieldOption {
  value: string | number;
  /** Message key of the option's label (editor UI messages or component messages). */
  label: string;
  /** Optional icon name (a lucide-react export name) for segmented choices. */
  icon?: string | undefined;
}

export interface FieldUi {
  widget: FieldWidget;
  /** Message key of the field's label. */
  label: string;
  /** Choices of `choice` and `segmented` (defaults to the field's enum, labelled by the value). */
  options?: readonly FieldOption[] | undefined;
  /** Shown only while another field of the same object has one of these values. */
  visibleWhen?: { field: string; in: readonly unknown[] } | undefined;
  /** Message key of a hint under the control (e.g. a recommended image size). */
  hint?: string | undefined;
  /** Step of number and slider widgets. */
  step?: number | undefined;
  /** For `list`: message key of the add button, and the props of a new item. */
  addLabel?: string | undefined;
  newItem?: Readonly<Record<string, unknown>> | undefined;
  /** For `list`: items may be reordered by dragging. */
  sortable?: boolean | undefined;
  /** For `link`: the sibling field holding the link type ("10" internal, "11" external). */
  linkTypeField?: string | undefined;
}

export type FieldSpecs = Readonly<Record<string, FieldSpec>>;

export function kindsOf(spec: FieldSpec): readonly FieldKind[] {
  return typeof spec.kind === "string" ? [spec.kind] : spec.kind;
}

export function kindOfValue(value: unknown): FieldKind | "null" | "other" {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  const kind = typeof value;
  if (kind === "string" || kind === "number" || kind === "boolean" || kind === "object")
    return kind;
  return "other";
}
