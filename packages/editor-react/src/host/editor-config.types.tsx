// Type tests of the one config object (issue 35, item 5): props typed from the fields, defaults
// checked against them, interfaces accepted. Each `@ts-expect-error` is a use that must fail; tsc
// fails on one that stops failing. editor-config.test.tsx runs these configs, and
// editor-config.strict.test.ts compiles this file again as a strict host does
// (exactOptionalPropertyTypes), where a typing that holds only loosely would break.
import { defineComponent } from "@vitrine/editor-core";
import { defineHostComponent } from "./define-host-component";
import { type ConfigFields, defineConfig } from "./editor-config";

/** Fields only: the host writes no type, and `props` is `{ label: string; seconds: number }`. */
export const timerConfig = defineConfig({
  components: {
    timer: {
      fields: {
        label: { kind: "string", required: true, ui: { widget: "text", label: "Label" } },
        seconds: { kind: "number", min: 0, ui: { widget: "number", label: "Seconds" } },
      },
      defaults: { label: "Sale ends in", seconds: 60 },
      preview: ({ props }) => (
        <p data-testid="timer">{`${props.label.toUpperCase()} ${props.seconds.toFixed(0)}s`}</p>
      ),
      panel: ({ props, update }) => (
        <button type="button" onClick={() => update("seconds", props.seconds + 10)}>
          {`Add 10 to ${props.seconds}`}
        </button>
      ),
      title: "Timer",
    },
  },
});

/** What each field kind gives its prop: enums, several kinds, null, lists and objects. */
export const shapesConfig = defineConfig({
  components: {
    shapes: {
      fields: {
        tone: { kind: "string", enum: ["sale", "new"] as const },
        size: { kind: ["number", "string"] },
        count: { kind: "number", nullable: true },
        shown: { kind: "boolean" },
        items: { kind: "array", fields: { text: { kind: "string" }, hot: { kind: "boolean" } } },
        tags: { kind: "array" },
        link: { kind: "object", fields: { url: { kind: "string" } } },
      },
      defaults: {
        tone: "sale",
        size: 12,
        count: null,
        shown: true,
        items: [],
        tags: [],
        link: { url: "" },
        // A prop no field describes is kept as data, typed from its default.
        note: "kept",
      },
      preview: ({ props }) => {
        const tone: "sale" | "new" = props.tone;
        const size: number | string = props.size;
        const count: number | null = props.count;
        const shown: boolean = props.shown;
        const first: { text: string; hot: boolean } | undefined = props.items[0];
        const tags: unknown[] = props.tags;
        const url: string = props.link.url;
        const note: string = props.note;
        // @ts-expect-error a nullable field's prop may be null
        const sure: number = props.count;
        // @ts-expect-error an enum field's prop is one of its values
        const other: "old" = props.tone;
        // @ts-expect-error a prop neither the fields nor the defaults have
        const missing: unknown = props.missing;
        return (
          <p>
            {JSON.stringify([
              tone,
              size,
              count,
              shown,
              first,
              tags,
              url,
              note,
              sure,
              other,
              missing,
            ])}
          </p>
        );
      },
      panel: ({ props, update }) => {
        update("count", null);
        update("tone", "new");
        // @ts-expect-error `update` takes a value of the prop's type
        update("tone", "old");
        // @ts-expect-error `update` takes only the component's props
        update("missing", 1);
        return <p>{props.items.map((item) => item.text).join()}</p>;
      },
    },
  },
});

/** Fields kept apart, as a module constant: `satisfies` keeps their kinds for the props. */
const bannerFields = {
  text: { kind: "string", maxLength: 40, ui: { widget: "text", label: "Text" } },
  wide: { kind: "boolean" },
} satisfies ConfigFields;

export const bannerConfig = defineConfig({
  components: {
    banner: {
      fields: bannerFields,
      defaults: { text: "Welcome", wide: false },
      preview: ({ props }) => {
        // @ts-expect-error `text` is a string field: its prop is no number
        const size: number = props.text;
        return <h2 data-size={size}>{props.wide ? props.text.toUpperCase() : props.text}</h2>;
      },
    },
  },
});

/** Defaults are checked against the fields. */
export const defaultChecks = () => [
  defineConfig({
    components: {
      wrongKind: {
        fields: { label: { kind: "string" } },
        // @ts-expect-error the `label` field is a string: its default cannot be a number
        defaults: { label: 3 },
        preview: ({ props }) => <p>{props.label}</p>,
      },
    },
  }),
  defineConfig({
    components: {
      missingDefault: {
        fields: { label: { kind: "string" }, seconds: { kind: "number" } },
        // @ts-expect-error every field needs a default: a new block has each of its props
        defaults: { label: "x" },
        preview: ({ props }) => <p>{props.seconds}</p>,
      },
    },
  }),
  defineConfig({
    components: {
      notInEnum: {
        fields: { tone: { kind: "string", enum: ["sale", "new"] as const } },
        // @ts-expect-error a default outside the field's enum
        defaults: { tone: "old" },
        preview: ({ props }) => <p>{props.tone}</p>,
      },
    },
  }),
];

/** Hosts who write their props as an interface (which has no index signature). */
export interface BadgeProps {
  text: string;
  tone: "sale" | "new";
}

/** The explicit generic form: `defineHostComponent<P>` takes an interface and types every part. */
export const badgeComponent = defineHostComponent<BadgeProps>({
  definition: defineComponent({
    type: "badge",
    defaultProps: { text: "Sale", tone: "sale" },
    fields: { text: { kind: "string", ui: { widget: "text", label: "Text" } } },
  }),
  preview: ({ props }) => <strong data-testid="badge">{props.text.toUpperCase()}</strong>,
  panel: ({ props, update }) => (
    <button type="button" data-testid="badge-panel" onClick={() => update("tone", "new")}>
      {`${props.tone}: ${props.text}`}
    </button>
  ),
  title: "Badge",
});

export const interfaceChecks = () => [
  defineHostComponent<BadgeProps>({
    definition: defineComponent({ type: "b1", defaultProps: { text: "x", tone: "sale" } }),
    // @ts-expect-error a prop the interface does not have
    preview: ({ props }) => <p>{String(props.missing)}</p>,
  }),
  defineHostComponent<BadgeProps>({
    definition: defineComponent({ type: "b2", defaultProps: { text: "x", tone: "sale" } }),
    preview: ({ props }) => <p>{props.tone}</p>,
    // @ts-expect-error `update` checks the value against the interface
    panel: ({ update }) => <button type="button" onClick={() => update("tone", "old")} />,
  }),
  defineHostComponent<BadgeProps>({
    // @ts-expect-error the definition's defaults must be the interface's
    definition: defineComponent({ type: "b3", defaultProps: { text: 1, tone: "sale" } }),
    preview: ({ props }) => <p>{props.text}</p>,
  }),
  defineConfig({
    components: {
      badge: {
        // An interface in a config: the keys without a field keep its types.
        defaults: { text: "Sale", tone: "sale" } as BadgeProps,
        fields: { text: { kind: "string", maxLength: 12 } },
        preview: ({ props }) => {
          const tone: "sale" | "new" = props.tone;
          return <p>{`${tone} ${props.text}`}</p>;
        },
      },
    },
  }),
];
