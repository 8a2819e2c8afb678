import { Type } from "@sinclair/typebox";

/**
 * The JSON shapes of single values of a product save, shared by its fields (save-body.ts) and
 * its rows (save-rows-schema.ts). Each accepts what the admin app and older clients send; ranges
 * of numbers sent as text stay the readers' (input-values.ts), a pattern cannot say them.
 */

/** Nothing sent: the field keeps its default (or is asked for, when required). */
export const Blank = [Type.Literal(""), Type.Null()];

/** A free text: the admin app sends strings, older clients numbers for codes. */
export const Text = Type.Union([Type.String(), Type.Number(), ...Blank]);

/** Up to 15 digits as text, as `wholeNumber` reads them. */
const DIGITS = "^\\s*\\d{1,15}\\s*$";

/** A count of at least 0: a safe integer, or up to 15 digits of text. */
export const Count = Type.Union([
  Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
  Type.String({ pattern: DIGITS }),
  ...Blank,
]);

/** A row's id (an int4 of at least 1), as a number or its digits: `positiveId` reads the text. */
export const Id = Type.Union([
  Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  Type.String({ pattern: DIGITS }),
]);

/**
 * An amount with at most 2 decimals (money, weights, volumes), checked by `readMoney` or
 * `toHundredths` once its shape is right.
 */
export const Decimal = Type.Union([Type.Number(), Type.String(), ...Blank]);

export const Address = Type.Union([Type.String(), ...Blank]);
