import type { Locale, PageDocument, Props } from "../types";
import { deepFreeze } from "../util/freeze";
import type { FieldSpecs } from "./field-spec";

export type ComponentGroup = "basic" | "business" | "placeholder";

/** Where a component may stand on a page. Checked by every command that changes the order. */
export interface PlacementRules {
  /** At most this many per page. */
  maxPerPage?: number | undefined;
  /** Never the first component of the page. */
  notFirst?: boolean | undefined;
  /** Always the last component; inserts go before it and it cannot be moved. */
  fixedLast?: boolean | undefined;
}

/** One named slot of a container: what it is called in the editor and what it may hold. */
export interface SlotSpec {
  /** i18n key (or plain text) of the slot's title, e.g. "slot.twocolumn.left". */
  title: string;
  /** At most this many blocks in the slot. */
  max?: number | undefined;
  /** Only these component types; absent allows every type. */
  allow?: readonly string[] | undefined;
}

/** Upgrades the props of one component type from `to - 1` to `to`. */
export interface PropsMigration {
  to: number;
  migrate: (props: Props) => Props;
}

export interface ComponentIssue {
  /** Dot path inside the props, e.g. "more.text". */
  path: string;
  messageKey: string;
  params?: Record<string, string | number> | undefined;
}

export interface ValidationContext {
  document: PageDocument;
  locale: Locale;
}

export interface ComponentDefinition<P extends Props = Props> {
  type: string;
  group: ComponentGroup;
  /** i18n key of the palette title, e.g. "component.captiontext.title". */
  title: string;
  /** Icon name for palettes (a lucide-react export name for the built-ins). */
  icon: string;
  /** Props version; stored documents carry it so migrations know where to start. */
  version: number;
  defaultProps: P;
  /**
   * Default values in the other languages, by top-level prop: a component inserted by an editor in
   * that locale starts with these instead of the Chinese texts of the original system, which
   * `defaultProps` keeps (legacy export and the spec's zh-cn defaults depend on them).
   */
  localizedDefaults?: Partial<Record<Locale, Partial<P>>> | undefined;
  fields: FieldSpecs;
  placement: PlacementRules;
  migrations: readonly PropsMigration[];
  /** The named slots of a container; absent for ordinary blocks. */
  slots?: Readonly<Record<string, SlotSpec>> | undefined;
  /** Rules beyond the field constraints. */
  // Method syntax on purpose: it keeps a ComponentDefinition<Specific> assignable to the general one.
  validate?(props: P, context: ValidationContext): ComponentIssue[];
  /** The original system's palette code and panel name, for legacy import and export. */
  legacy?: { code: string; style: string } | undefined;
}

export type ComponentDefinitionInput<P extends Props = Props> = Pick<
  ComponentDefinition<P>,
  "type" | "defaultProps"
> &
  Partial<Omit<ComponentDefinition<P>, "type" | "defaultProps">>;

/**
 * Describes a component type. Only `type` and `defaultProps` are required; the rest default to a
 * basic-group component titled by `component.<type>.title`, with no constraints or placement rules.
 */
export function defineComponent<P extends Props>(
  input: ComponentDefinitionInput<P>,
): ComponentDefinition<P> {
  if (!input.type || typeof input.type !== "string") {
    throw new TypeError("defineComponent needs a non-empty string type");
  }
  const migrations = [...(input.migrations ?? [])].sort((a, b) => a.to - b.to);
  const version = input.version ?? Math.max(1, ...migrations.map((m) => m.to));
  return Object.freeze({
    group: "basic" as const,
    title: `component.${input.type}.title`,
    icon: "LayoutGrid",
    fields: {},
    placement: {},
    ...input,
    // Defaults are handed to many documents at once, so nobody may change them in place.
    defaultProps: deepFreeze(structuredClone(input.defaultProps)),
    ...(input.localizedDefaults
      ? { localizedDefaults: deepFreeze(structuredClone(input.localizedDefaults)) }
      : {}),
    version,
    migrations,
  });
}
