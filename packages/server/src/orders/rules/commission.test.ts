import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CommissionSettings, orderCommissions } from "./commission.js";

const settings: CommissionSettings = { enabled: true, levels: 2, level1Bp: 1000, level2Bp: 500 };
const lines = [
  { goodsId: 1, skuId: 11, paidCents: 10000 },
  { goodsId: 2, skuId: 21, paidCents: 3333 },
];
const goodsRates = new Map([[2, { level1Bp: 2000, level2Bp: 0 }]]);
const chain = [
  { appUserId: 7, enabled: true },
  { appUserId: 8, enabled: true },
];

describe("distribution commissions of an order", () => {
  it("pays each level its rate on what was paid, a listed product at its own rates", () => {
    expect(orderCommissions({ lines, settings, goodsRates, chain })).toEqual([
      {
        level: 1,
        appUserId: 7,
        cents: 1000 + 666,
        lines: [
          { goodsId: 1, skuId: 11, cents: 1000 },
          { goodsId: 2, skuId: 21, cents: 666 },
        ],
      },
      { level: 2, appUserId: 8, cents: 500, lines: [{ goodsId: 1, skuId: 11, cents: 500 }] },
    ]);
  });

  it("pays nobody when distribution is off, only level 1 with one level, no disabled distributor", () => {
    expect(
      orderCommissions({ lines, settings: { ...settings, enabled: false }, goodsRates, chain }),
    ).toEqual([]);
    expect(
      orderCommissions({ lines, settings: { ...settings, levels: 1 }, goodsRates, chain }).map(
        (c) => c.level,
      ),
    ).toEqual([1]);
    const disabled = [{ appUserId: 7, enabled: false }, chain[1]!];
    expect(
      orderCommissions({ lines, settings, goodsRates, chain: disabled }).map((c) => c.appUserId),
    ).toEqual([8]);
    expect(orderCommissions({ lines, settings, goodsRates, chain: [] })).toEqual([]);
  });

  it("reverses exactly a refunded line's share, never more than was credited", () => {
    const amount = fc.integer({ min: 0, max: 10_000_000 });
    const rate = fc.integer({ min: 0, max: 5000 });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(amount, amount), { minLength: 1, maxLength: 6 }),
        rate,
        rate,
        (raw, l1, l2) => {
          const s = { ...settings, level1Bp: l1, level2Bp: l2 };
          const before = raw.map(([paid], i) => ({
            goodsId: i + 1,
            skuId: i + 1,
            paidCents: paid,
          }));
          const after = raw.map(([paid, refund], i) => ({
            goodsId: i + 1,
            skuId: i + 1,
            paidCents: paid - Math.min(paid, refund),
          }));
          const total = (ls: typeof before) =>
            orderCommissions({ lines: ls, settings: s, goodsRates: new Map(), chain }).reduce(
              (a, c) => a + c.cents,
              0,
            );
          const credited = total(before);
          const reversed = credited - total(after);
          expect(reversed).toBeGreaterThanOrEqual(0);
          expect(reversed).toBeLessThanOrEqual(credited);
          const paid = before.reduce((a, l) => a + l.paidCents, 0);
          // Levels together at most 100% of the sale: the commission never exceeds what was paid.
          expect(credited).toBeLessThanOrEqual(Math.floor((paid * (l1 + l2)) / 10_000));
        },
      ),
    );
  });
});
