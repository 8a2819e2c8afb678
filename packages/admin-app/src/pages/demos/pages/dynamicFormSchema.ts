/**
 * The small JSON schema dialect the dynamic form draws: an object of named fields, each a string
 * (optionally an enum, a date or a pattern), an integer or number with bounds, or a boolean.
 */
export interface FieldSchema {
  type: "string" | "integer" | "number" | "boolean";
  title: string;
  enum?: string[];
  format?: "date" | "email";
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

export interface FormSchema {
  title?: string;
  required: string[];
  properties: Record<string, FieldSchema>;
}

export type SchemaResult =
  | { ok: true; schema: FormSchema }
  | { ok: false; reason: string; detail?: string };

const TYPES = new Set(["string", "integer", "number", "boolean"]);
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,39}$/;

/** Reads schema text; anything it cannot draw is refused with a reason key and the part at fault. */
export function parseFormSchema(text: string): SchemaResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: "schemaNotJson" };
  }
  if (!value || typeof value !== "object" || Array.isArray(value))
    return { ok: false, reason: "schemaNotObject" };
  const { properties, required = [], title } = value as Record<string, unknown>;
  if (!properties || typeof properties !== "object" || Array.isArray(properties))
    return { ok: false, reason: "schemaNoProperties" };
  const entries = Object.entries(properties as Record<string, unknown>);
  if (entries.length === 0 || entries.length > 30)
    return { ok: false, reason: "schemaNoProperties" };
  for (const [name, field] of entries) {
    if (!NAME.test(name)) return { ok: false, reason: "schemaBadName", detail: name };
    const spec = field as Partial<FieldSchema> | null;
    if (!spec || typeof spec !== "object" || !TYPES.has(String(spec.type)))
      return { ok: false, reason: "schemaBadType", detail: name };
    if (
      spec.enum &&
      (!Array.isArray(spec.enum) || spec.enum.some((option) => typeof option !== "string"))
    )
      return { ok: false, reason: "schemaBadType", detail: name };
    if (spec.pattern !== undefined) {
      try {
        new RegExp(spec.pattern);
      } catch {
        return { ok: false, reason: "schemaBadPattern", detail: name };
      }
    }
  }
  if (
    !Array.isArray(required) ||
    required.some((name) => typeof name !== "string" || !(name in (properties as object)))
  )
    return { ok: false, reason: "schemaBadRequired" };
  return {
    ok: true,
    schema: {
      title: typeof title === "string" ? title : undefined,
      required: required as string[],
      properties: Object.fromEntries(
        entries.map(([name, field]) => {
          const spec = field as FieldSchema;
          return [
            name,
            { ...spec, title: typeof spec.title === "string" && spec.title ? spec.title : name },
          ];
        }),
      ),
    },
  };
}

/** The schema the page opens with, in the reader's language (`label` reads the page's texts). */
export function sampleSchema(label: (key: string) => string) {
  return {
    title: label("sampleTitle"),
    required: ["name", "mobile", "model"],
    properties: {
      name: { type: "string", title: label("sampleName"), maxLength: 20 },
      mobile: { type: "string", title: label("sampleMobile"), pattern: "^1[3-9]\\d{9}$" },
      model: { type: "string", title: label("sampleModel"), enum: ["V1", "V2", "V2 Pro"] },
      quantity: {
        type: "integer",
        title: label("sampleQuantity"),
        minimum: 1,
        maximum: 99,
        default: 1,
      },
      boughtOn: { type: "string", title: label("sampleBoughtOn"), format: "date" },
      urgent: { type: "boolean", title: label("sampleUrgent") },
    },
  };
}
