import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"; // Crockford's base32: no I, L, O, U

/**
 * An order's number: its day in China time (`YYMMDD`), then 12 random base32 symbols (60 bits).
 * The day lets an operator read when it was placed; the random part makes numbers that cannot be
 * guessed from another order's, so knowing one's own order number reveals nobody else's.
 */
export function newOrderNumber(now: Date): string {
  const china = new Date(now.getTime() + 8 * 3_600_000);
  const day = china.toISOString().slice(2, 10).replaceAll("-", "");
  const bytes = randomBytes(12);
  let random = "";
  // 32 divides 256: each byte's low five bits are one uniform symbol.
  for (const byte of bytes) random += ALPHABET[byte & 31];
  return `${day}${random}`;
}

/** What an order number looks like, to refuse anything else before reading the database. */
export const ORDER_NUMBER = /^\d{6}[0-9A-HJKMNP-TV-Z]{12}$/;
