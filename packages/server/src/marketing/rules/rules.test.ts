import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nextCut, splitBargain } from "./bargain-split.js";
import { COUPON_KIND, type CouponKind, couponDiscount } from "./coupon-discount.js";
import { windowsOverlap } from "./overlap.js";
import { PHASE, phaseAt } from "./phase.js";

const at = (iso: string) => new Date(iso);

describe("an activity's phase from its window, closed flag and the clock", () => {
  const window = { startAt: at("2026-06-01T00:00:00Z"), endAt: at("2026-06-02T00:00:00Z") };
  it("is 未开始 before the start, 进行中 from the start, 已结束 from the end", () => {
    const open = { ...window, closedAt: null };
    expect(phaseAt(open, at("2026-05-31T23:59:59.999Z"))).toBe(PHASE.upcoming);
    expect(phaseAt(open, at("2026-06-01T00:00:00Z"))).toBe(PHASE.running);
    expect(phaseAt(open, at("2026-06-01T23:59:59.999Z"))).toBe(PHASE.running);
    expect(phaseAt(open, at("2026-06-02T00:00:00Z"))).toBe(PHASE.ended);
  });
  it("is 已关闭 once closed, whatever the clock says", () => {
    const closed = { ...window, closedAt: at("2026-06-01T08:00:00Z") };
    for (const now of ["2026-05-01T00:00:00Z", "2026-06-01T12:00:00Z", "2027-01-01T00:00:00Z"])
      expect(phaseAt(closed, at(now))).toBe(PHASE.closed);
  });
});

describe("overlap of activity windows", () => {
  const w = (from: number, to: number, closed?: number) => ({
    startAt: new Date(from),
    endAt: new Date(to),
    closedAt: closed === undefined ? null : new Date(closed),
  });
  it("touching ends do not overlap; a closed activity holds only until it was closed", () => {
    expect(windowsOverlap(w(0, 10), w(10, 20))).toBe(false);
    expect(windowsOverlap(w(0, 11), w(10, 20))).toBe(true);
    expect(windowsOverlap(w(0, 30, 5), w(10, 20))).toBe(false);
    expect(windowsOverlap(w(0, 30, 15), w(10, 20))).toBe(true);
    expect(windowsOverlap(w(10, 30, 0), w(0, 40))).toBe(false);
  });
  it("is symmetric and agrees with a brute-force check on whole units", () => {
    const span = fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 20 }));
    fc.assert(
      fc.property(span, span, ([a, la], [b, lb]) => {
        const x = w(a, a + la);
        const y = w(b, b + lb);
        let shared = false;
        for (let t = 0; t < 80; t++)
          if (t >= a && t < a + la && t >= b && t < b + lb) shared = true;
        expect(windowsOverlap(x, y)).toBe(shared);
        expect(windowsOverlap(y, x)).toBe(shared);
      }),
    );
  });
});

describe("coupon discount in cents", () => {
  const terms = (kind: CouponKind, more: Partial<Parameters<typeof couponDiscount>[0]> = {}) => ({
    kind,
    amountCents: 0,
    thresholdCents: 0,
    percentBp: 0,
    capCents: 0,
    ...more,
  });
  it("takes 满减 only from the threshold, 折扣 rounded down and capped, 无门槛 from any order", () => {
    const manjian = terms(COUPON_KIND.threshold, { amountCents: 2000, thresholdCents: 10000 });
    expect(couponDiscount(manjian, 9999)).toBe(0);
    expect(couponDiscount(manjian, 10000)).toBe(2000);
    const zhekou = terms(COUPON_KIND.percent, { percentBp: 1500 });
    expect(couponDiscount(zhekou, 999)).toBe(149); // 149.85 → 149
    expect(couponDiscount({ ...zhekou, capCents: 100 }, 999)).toBe(100);
    const wumenkan = terms(COUPON_KIND.noThreshold, { amountCents: 500 });
    expect(couponDiscount(wumenkan, 300)).toBe(300);
    expect(couponDiscount(wumenkan, 0)).toBe(0);
  });
  it("is a whole number of cents, never below 0 and never more than the order", () => {
    const anyTerms = fc.record({
      kind: fc.constantFrom(COUPON_KIND.threshold, COUPON_KIND.percent, COUPON_KIND.noThreshold),
      amountCents: fc.integer({ min: 0, max: 10_000_000 }),
      thresholdCents: fc.integer({ min: 0, max: 10_000_000 }),
      percentBp: fc.integer({ min: 0, max: 10_000 }),
      capCents: fc.integer({ min: 0, max: 10_000_000 }),
    });
    fc.assert(
      fc.property(anyTerms, fc.integer({ min: 0, max: 2_000_000_000 }), (t, order) => {
        const off = couponDiscount(t as Parameters<typeof couponDiscount>[0], order);
        expect(Number.isInteger(off)).toBe(true);
        expect(off).toBeGreaterThanOrEqual(0);
        expect(off).toBeLessThanOrEqual(order);
        if (t.kind === COUPON_KIND.percent) {
          // Exactly floor(order × rate), compared in integers.
          const exact = Math.floor((order * t.percentBp) / 10_000);
          const capped = Math.min(exact, t.capCents > 0 ? t.capCents : exact, order);
          expect(off).toBe(order < t.thresholdCents ? 0 : capped);
        }
        if (t.kind === COUPON_KIND.threshold && order < t.thresholdCents) expect(off).toBe(0);
      }),
    );
  });
});

describe("bargain split", () => {
  it("lands on the floor exactly on the last help, every cut whole cents of at least 1", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 50 }),
        (floor, helpers, extra, draws) => {
          const start = floor + helpers + extra;
          let i = 0;
          const random = () => draws[i++ % draws.length]!;
          const cuts = splitBargain(start, floor, helpers, random);
          expect(cuts).toHaveLength(helpers);
          let price = start;
          for (const [k, cut] of cuts.entries()) {
            expect(Number.isInteger(cut)).toBe(true);
            expect(cut).toBeGreaterThanOrEqual(1);
            price -= cut;
            // Never at or below the floor before the last help.
            if (k < helpers - 1) expect(price).toBeGreaterThan(floor);
          }
          expect(price).toBe(floor);
        },
      ),
    );
  });
  it("refuses a bargain whose helpers could not each take a cent", () => {
    expect(() => nextCut(2, 3, Math.random)).toThrow(RangeError);
    expect(nextCut(5, 1, () => 0)).toBe(5);
  });
});
