import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocate } from "./allocate.js";
import { refundShare } from "./refund-share.js";

describe("refundShare", () => {
  it("gives back exactly what the line cost, in whatever steps the units are refunded", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 12 }),
        (paidCents, steps) => {
          const quantity = steps.reduce((a, s) => a + s, 0);
          let refundedUnits = 0;
          let refundedCents = 0;
          for (const units of steps) {
            const share = refundShare({ paidCents, quantity, refundedUnits, refundedCents }, units);
            if (!share.ok) return false;
            expect(share.cents).toBeGreaterThanOrEqual(0);
            refundedUnits += units;
            refundedCents += share.cents;
          }
          expect(refundedCents).toBe(paidCents);
          return true;
        },
      ),
    );
  });

  it("never refunds more units than are left, nor a part of one", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        fc.oneof(fc.integer({ min: -3, max: 30 }), fc.double({ noNaN: true })),
        (quantity, done, units) => {
          const refundedUnits = Math.min(done, quantity);
          const share = refundShare(
            { paidCents: 1000, quantity, refundedUnits, refundedCents: 0 },
            units,
          );
          const allowed =
            Number.isInteger(units) && units >= 1 && units <= quantity - refundedUnits;
          expect(share.ok).toBe(allowed);
          if (!share.ok) expect(share.unitsLeft).toBe(quantity - refundedUnits);
        },
      ),
    );
  });

  it("refunds the whole order's goods money when every line is refunded, discount shared", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            amount: fc.integer({ min: 1, max: 100_000 }),
            qty: fc.integer({ min: 1, max: 9 }),
          }),
          {
            minLength: 1,
            maxLength: 6,
          },
        ),
        fc.integer({ min: 0, max: 100 }),
        (lines, discountPercent) => {
          const goods = lines.reduce((a, l) => a + l.amount, 0);
          const paidGoods = goods - Math.floor((goods * discountPercent) / 100);
          const paid = allocate(
            paidGoods,
            lines.map((l) => l.amount),
          );
          const back = lines.map((l, i) => {
            const share = refundShare(
              { paidCents: paid[i]!, quantity: l.qty, refundedUnits: 0, refundedCents: 0 },
              l.qty,
            );
            return share.ok ? share.cents : -1;
          });
          expect(back.reduce((a, c) => a + c, 0)).toBe(paidGoods);
        },
      ),
    );
  });

  it("gives 1 of 3 units of a ¥100.00 line 3333 cents, the last two 6667", () => {
    expect(
      refundShare({ paidCents: 10000, quantity: 3, refundedUnits: 0, refundedCents: 0 }, 1),
    ).toEqual({ ok: true, cents: 3333 });
    expect(
      refundShare({ paidCents: 10000, quantity: 3, refundedUnits: 1, refundedCents: 3333 }, 2),
    ).toEqual({ ok: true, cents: 6667 });
  });
});
