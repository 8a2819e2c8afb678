import { parseInteger } from "../modules/framework/values.js";
import type { Refusal } from "./refusal.js";

const INT4_MAX = 2_147_483_647;

/** A row id from a body or query: a whole number from 1 up to the integer column's range. */
export function readId(raw: unknown): number | undefined {
  const parsed = parseInteger(raw);
  if (!parsed.ok) return undefined;
  const n = parsed.value as number;
  return n >= 1 && n <= INT4_MAX ? n : undefined;
}

/** A list of row ids (an array or "1,2,3"), at most `max`; undefined when any is not one. */
export function readIds(raw: unknown, max = 200): number[] | undefined {
  const items = Array.isArray(raw)
    ? raw
    : typeof raw === "string"
      ? raw.split(",")
      : typeof raw === "number"
        ? [raw]
        : [];
  if (items.length === 0 || items.length > max) return undefined;
  const ids = items.map(readId);
  return ids.every((id): id is number => id !== undefined) ? [...new Set(ids)] : undefined;
}

/** A whole quantity from 1 to `max`. */
export function readQuantity(raw: unknown, max: number): number | undefined {
  const parsed = parseInteger(raw ?? 1);
  if (!parsed.ok) return undefined;
  const n = parsed.value as number;
  return n >= 1 && n <= max ? n : undefined;
}

/** A refusal of an id field, naming it by its label (`label.<field>`) in the caller's language. */
export const badId = (field: "id" | "ids" | "skuId" | "addressId" | "orderNo"): Refusal => ({
  key: "field.badId",
  params: { field: `label.${field}` },
  field,
});
