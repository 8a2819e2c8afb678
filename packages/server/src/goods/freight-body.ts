import { type Static, Type } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";

/**
 * The freight template save's body as one TypeBox schema (issue 37): Fastify checks it with
 * TypeBox's compiler (freight-routes.ts; no AJV coercion rewrites the values whose refusal the
 * user reads) and `checkFreightInput` (freight-input.ts) reads it typed. A value of the wrong
 * shape is put back as `standIns` below says, so the same rule refuses it with the same words in
 * the caller's language; what a shape cannot say (ranges of numbers sent as text, money, regions
 * that exist, a region in two rows) is the rule's.
 */

/** The most region rows, and free-shipping rows, a template has. */
export const MAX_RULES = 100;
/** The most regions one row lists. */
export const MAX_REGIONS = 500;

/** Nothing sent: the field keeps its default. */
const Blank = [Type.Null(), Type.Literal("")] as const;
/** A number or its text, as form values come; the rule reads it with Number(). */
const Numeric = Type.Union([Type.Number(), Type.String({ maxLength: 64 }), ...Blank]);
/** Region codes; each is checked against the region table (a number is quoted, never found). */
const Regions = Type.Array(Type.Union([Type.String({ maxLength: 64 }), Type.Number()]));

/** A row of regions and its units and fees; no regions (`[]`) is the default rate. */
const Rule = Type.Object({
  regions: Type.Optional(Regions),
  first: Type.Optional(Numeric),
  firstFee: Type.Optional(Numeric),
  additional: Type.Optional(Numeric),
  additionalFee: Type.Optional(Numeric),
});

/** Free shipping to some regions from a quantity or an amount. */
const FreeRule = Type.Object({
  regions: Type.Optional(Regions),
  minQuantity: Type.Optional(Numeric),
  minAmount: Type.Optional(Numeric),
});

export const FreightSaveBody = Type.Object(
  {
    id: Type.Optional(Numeric),
    name: Type.Optional(Type.Union([Type.String(), ...Blank])),
    billing: Type.Optional(Numeric),
    sort: Type.Optional(Numeric),
    status: Type.Optional(Numeric),
    rules: Type.Optional(Type.Array(Rule)),
    freeRules: Type.Optional(Type.Union([Type.Array(FreeRule), ...Blank])),
    noDelivery: Type.Optional(Type.Union([Regions, ...Blank])),
  },
  { maxProperties: 32 },
);
export type FreightSaveBody = Static<typeof FreightSaveBody>;
export type FreightRuleBody = Static<typeof Rule>;
export type FreeRuleBody = Static<typeof FreeRule>;

/** Refused by Number() and by the money and unit readers alike. */
const NOT_A_NUMBER = "?";
/** Marks a value to leave out, so the rule reads the field as not sent. */
const LEAVE_OUT = Symbol("leave out");

/**
 * What a value of the wrong shape is read as, by its path with row numbers as `*`: each the value
 * the field's rule refuses as it refuses a wrong value. A list that is no list is refused as one
 * too long (what the form's list rule says); the rules' own regions left out are refused as empty.
 */
const standIns: Record<string, unknown> = {
  "/id": NOT_A_NUMBER,
  "/name": "",
  "/billing": NOT_A_NUMBER,
  "/sort": NOT_A_NUMBER,
  "/status": NOT_A_NUMBER,
  "/rules": [],
  "/rules/*": {},
  "/rules/*/regions": LEAVE_OUT,
  "/rules/*/regions/*": NOT_A_NUMBER,
  "/rules/*/first": NOT_A_NUMBER,
  "/rules/*/firstFee": NOT_A_NUMBER,
  "/rules/*/additional": NOT_A_NUMBER,
  "/rules/*/additionalFee": NOT_A_NUMBER,
  "/freeRules": Array.from({ length: MAX_RULES + 1 }, () => ({})),
  "/freeRules/*": {},
  "/freeRules/*/regions": LEAVE_OUT,
  "/freeRules/*/regions/*": NOT_A_NUMBER,
  "/freeRules/*/minQuantity": NOT_A_NUMBER,
  "/freeRules/*/minAmount": NOT_A_NUMBER,
  "/noDelivery": [NOT_A_NUMBER],
};

const pattern = (path: string) => path.replace(/\/\d+(?=\/|$)/g, "/*");

/**
 * The body with each value of the wrong shape (the schema errors' paths) put back as its stand-in,
 * so that it passes the schema and the rules refuse those fields. A body that is no object, has
 * too many keys or a shape no stand-in mends is read as empty: the answer names what to fill.
 */
export function mendShapes(raw: unknown, paths: readonly string[]): FreightSaveBody {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return {};
  const body = structuredClone(raw) as Record<string, unknown>;
  // Shallow paths first: a row put back as {} leaves nothing of its old values to mend.
  const mended: string[] = [];
  for (const path of [...new Set(paths)].sort(
    (a, b) => a.split("/").length - b.split("/").length,
  )) {
    if (mended.some((done) => path.startsWith(`${done}/`))) continue;
    if (!Object.hasOwn(standIns, pattern(path))) return {};
    mended.push(path);
    const keys = path.split("/").slice(1);
    const last = keys.pop()!;
    let parent: unknown = body;
    for (const key of keys) parent = (parent as Record<string, unknown> | undefined)?.[key];
    if (typeof parent !== "object" || parent === null) continue;
    const standIn = standIns[pattern(path)];
    if (standIn === LEAVE_OUT) delete (parent as Record<string, unknown>)[last];
    else (parent as Record<string, unknown>)[last] = structuredClone(standIn);
  }
  return Value.Check(FreightSaveBody, body) ? body : {};
}
