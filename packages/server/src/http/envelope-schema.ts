import { type Static, type TSchema, Type } from "@sinclair/typebox";
import type { Envelope } from "./envelope.js";

/**
 * A success answer's schema for `schema.response[200]`: Fastify then serialises `{code: 0, …}` with
 * the compiled schema (fast, and only the named keys leave). A refusal is also HTTP 200 (`fail`,
 * code 1, any data): the `if` on the code alone, a cheap check, sends it through plain JSON as today.
 */
export function okAnswer<T extends TSchema>(data: T) {
  const success = Type.Object({ code: Type.Literal(0), msg: Type.String(), data });
  const refusal = Type.Object({ code: Type.Integer(), msg: Type.String(), data: Type.Unknown() });
  return Type.Unsafe<Static<typeof success> | Envelope>({
    type: "object",
    if: { type: "object", properties: { code: { const: 0 } }, required: ["code"] },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then/else, never awaited.
    then: success,
    else: refusal,
  });
}

/** A value or null, as one JSON type list: no `anyOf`, so the serialiser checks no branch. */
export function Nullable<T extends TSchema>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, "null"] });
}

/** An instant: ISO text, or a Date the serialiser writes as `toJSON` does. */
export const Instant = Type.String({ format: "date-time" });

/** Compile-time: fails `tsc` unless A and B are the same type (each key on both sides). */
export type Equals<A, B> =
  (<G>() => G extends A ? 1 : 2) extends <G>() => G extends B ? 1 : 2 ? true : false;
export const assertType = <T extends true>(_proof?: T) => undefined;
