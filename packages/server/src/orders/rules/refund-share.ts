/** What is known of one order line when a refund of some of its units is asked for. */
export interface RefundLine {
  /** What the shopper paid for the whole line, the order's discounts shared out (allocate.ts). */
  paidCents: number;
  quantity: number;
  /** Units and cents of this line already refunded. */
  refundedUnits: number;
  refundedCents: number;
}

export type RefundShare =
  | { ok: true; cents: number }
  | { ok: false; reason: "quantity"; unitsLeft: number };

/**
 * The cents a refund of `units` more units of a line gives back. The money is cumulative: after
 * k units in all, floor(paid × k / quantity) has gone back, so refunds in any number of steps add
 * up to exactly what the line cost and the last unit carries the rounding. Refused (nothing to
 * pay) when `units` is not a whole number from 1 to the units left.
 */
export function refundShare(line: RefundLine, units: number): RefundShare {
  const unitsLeft = line.quantity - line.refundedUnits;
  if (!Number.isSafeInteger(units) || units < 1 || units > unitsLeft)
    return { ok: false, reason: "quantity", unitsLeft: Math.max(0, unitsLeft) };
  const after = line.refundedUnits + units;
  const owed = Number((BigInt(line.paidCents) * BigInt(after)) / BigInt(line.quantity));
  return { ok: true, cents: Math.max(0, owed - line.refundedCents) };
}
