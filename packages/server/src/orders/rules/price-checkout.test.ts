import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COUPON_KIND, type CouponTerms } from "../../marketing/rules/coupon-discount.js";
import { allocate } from "./allocate.js";
import { chooseCoupons } from "./coupon-choice.js";
import { ruleText } from "./messages.js";
import {
  type CheckoutLineInput,
  type CheckoutPricing,
  type HeldCoupon,
  type LineActivity,
  priceCheckout,
} from "./price-checkout.js";

const at = (iso: string) => new Date(iso);
const now = at("2026-06-01T04:00:00Z");
const REGION = "440305";

const line = (more: Partial<CheckoutLineInput> = {}): CheckoutLineInput => ({
  goodsId: 1,
  skuId: 11,
  title: "T恤",
  quantity: 1,
  unitPriceCents: 5000,
  categoryIds: [3],
  weightHundredths: 0,
  volumeHundredths: 0,
  freight: { kind: "fixed", feeCents: 0 },
  pointsPerUnit: 0,
  ...more,
});

const terms = (more: Partial<CouponTerms>): CouponTerms => ({
  kind: COUPON_KIND.threshold,
  amountCents: 0,
  thresholdCents: 0,
  percentBp: 0,
  capCents: 0,
  ...more,
});

const coupon = (more: Partial<HeldCoupon> = {}): HeldCoupon => ({
  claimId: 7,
  couponId: 3,
  name: "满100减10",
  terms: terms({ amountCents: 1000, thresholdCents: 10000 }),
  validFrom: at("2026-05-01T00:00:00Z"),
  validTo: at("2026-07-01T00:00:00Z"),
  usedAt: null,
  scope: 1,
  scopeIds: [],
  ...more,
});

const seckill = (more: Partial<LineActivity> = {}): LineActivity => ({
  kind: "seckill",
  activityId: 5,
  window: {
    startAt: at("2026-06-01T00:00:00Z"),
    endAt: at("2026-06-02T00:00:00Z"),
    closedAt: null,
  },
  priceCents: 3000,
  perUserLimit: 2,
  boughtByUser: 0,
  ...more,
});

function ok(priced: CheckoutPricing) {
  if (!priced.ok) throw new Error(`refused: ${priced.message.key}`);
  return priced;
}

const reason = (priced: CheckoutPricing, locale: "zh-cn" | "en" | "zh-tw" = "zh-cn") => {
  const p = ok(priced);
  return p.coupon.status === "notApplicable" ? ruleText(p.coupon.reason, locale) : p.coupon.status;
};

describe("a held coupon on the order", () => {
  const two = [line({ quantity: 1 }), line({ goodsId: 2, skuId: 21, unitPriceCents: 6000 })];

  it("takes its amount off from the threshold and spreads it over its lines to the cent", () => {
    const priced = ok(priceCheckout({ lines: two, regionCode: REGION, coupon: coupon(), now }));
    expect(priced.coupon).toEqual({ status: "applied", claimId: 7, cents: 1000 });
    expect(priced.discounts).toEqual([
      {
        rule: "coupon",
        cents: 1000,
        label: { key: "discount.coupon", params: { name: "满100减10" } },
      },
    ]);
    expect(priced.lines.map((l) => l.couponCents)).toEqual([455, 545]);
    expect(priced.totalCents).toBe(10000);
    expect(ruleText(priced.discounts[0]!.label, "en")).toBe("Coupon “满100减10”");
  });

  it("says why it does not apply, and the order is priced without it", () => {
    const cases: Array<[Partial<HeldCoupon>, CheckoutLineInput[], string]> = [
      [{ usedAt: at("2026-05-20T00:00:00Z") }, two, "该优惠券已使用"],
      [{ validFrom: at("2026-06-01T04:00:01Z") }, two, "该优惠券 2026-06-01 12:00 起才能使用"],
      [{ validTo: now }, two, "该优惠券已于 2026-06-01 12:00 过期"],
      [{}, [line({ unitPriceCents: 9999 })], "适用商品满 100.00 元才能使用，还差 0.01 元"],
      [{ scope: 3, scopeIds: [99] }, two, "订单中没有该优惠券适用的商品"],
      // Scoped to goods 2 only: 60 yuan of it does not reach the 100 yuan threshold.
      [{ scope: 3, scopeIds: [2] }, two, "适用商品满 100.00 元才能使用，还差 40.00 元"],
      [
        { terms: terms({ kind: COUPON_KIND.percent, percentBp: 1 }) },
        [line({ unitPriceCents: 50 })],
        "该优惠券对本订单没有优惠",
      ],
    ];
    for (const [more, lines, text] of cases) {
      const priced = priceCheckout({ lines, regionCode: REGION, coupon: coupon(more), now });
      expect(reason(priced)).toBe(text);
      expect(ok(priced).totalCents).toBe(ok(priced).goodsCents);
    }
    const expired = priceCheckout({
      lines: two,
      regionCode: REGION,
      coupon: coupon({ validTo: now }),
      now,
    });
    expect(reason(expired, "en")).toBe("This coupon expired at 2026-06-01 12:00");
    expect(reason(expired, "zh-tw")).toBe("該優惠券已於 2026-06-01 12:00 過期");
  });

  it("is valid from its first moment; a percentage coupon is capped; categories scope it", () => {
    const from = priceCheckout({
      lines: two,
      regionCode: REGION,
      coupon: coupon({ validFrom: now }),
      now,
    });
    expect(ok(from).coupon.status).toBe("applied");
    const percent = coupon({
      terms: terms({ kind: COUPON_KIND.percent, percentBp: 1500, capCents: 1200 }),
      scope: 2,
      scopeIds: [3],
    });
    const lines = [
      line({ unitPriceCents: 5000 }),
      line({ goodsId: 2, categoryIds: [8], unitPriceCents: 9000 }),
    ];
    // 15% of the category's 50 yuan is 7.50, under the 12 yuan cap; goods 2 is in another category.
    const priced = ok(priceCheckout({ lines, regionCode: REGION, coupon: percent, now }));
    expect(priced.coupon).toMatchObject({ status: "applied", cents: 750 });
    expect(priced.lines.map((l) => l.couponCents)).toEqual([750, 0]);
  });
});

describe("the coupon picker", () => {
  it("lists usable coupons from the cheapest order, then the others with their reasons", () => {
    const lines = [line({ unitPriceCents: 12000 })];
    const choices = chooseCoupons({ lines, regionCode: REGION, now }, [
      coupon({ claimId: 1, usedAt: now }),
      coupon({ claimId: 2 }),
      coupon({ claimId: 3, terms: terms({ kind: COUPON_KIND.percent, percentBp: 2000 }) }),
      coupon({ claimId: 4, terms: terms({ amountCents: 5000, thresholdCents: 20000 }) }),
    ]);
    expect(choices.map((c) => [c.claimId, c.couponCents, c.totalCents])).toEqual([
      [3, 2400, 9600],
      [2, 1000, 11000],
      [1, 0, 12000],
      [4, 0, 12000],
    ]);
    expect(ruleText(choices[3]!.reason!, "zh-cn")).toBe(
      "适用商品满 200.00 元才能使用，还差 80.00 元",
    );
  });
});

describe("activity prices", () => {
  it("charges the seckill price while it runs, within the shopper's limit", () => {
    const priced = ok(
      priceCheckout({
        lines: [line({ quantity: 2, activity: seckill() })],
        regionCode: REGION,
        now,
      }),
    );
    expect(priced.lines[0]).toMatchObject({
      chargedUnitCents: 3000,
      goodsCents: 6000,
      activity: { kind: "seckill", activityId: 5 },
    });
    expect(priced.goodsCents).toBe(10000);
    expect(priced.discounts).toEqual([
      { rule: "seckill", cents: 4000, label: { key: "discount.seckill", params: {} } },
    ]);
    expect(priced.totalCents).toBe(6000);
  });

  it("refuses an activity not running, sold out or over the limit, naming it", () => {
    const refusal = (activity: LineActivity, quantity = 1) => {
      const priced = priceCheckout({
        lines: [line(), line({ goodsId: 2, title: "保温杯", quantity, activity })],
        regionCode: REGION,
        now,
      });
      if (priced.ok) throw new Error("priced");
      expect(priced.lineIndex).toBe(1);
      return [priced.code, ruleText(priced.message, "zh-cn"), ruleText(priced.message, "en")];
    };
    const window = seckill().window;
    expect(
      refusal(seckill({ window: { ...window, startAt: at("2026-06-01T04:00:01Z") } })),
    ).toEqual([
      "activityNotRunning",
      "保温杯的秒杀活动未开始，不能按活动价购买",
      "The seckill for 保温杯 has not started; it cannot be bought at the activity price",
    ]);
    expect(refusal(seckill({ window: { ...window, endAt: now } }))[1]).toBe(
      "保温杯的秒杀活动已结束，不能按活动价购买",
    );
    expect(refusal(seckill({ kind: "group", window: { ...window, closedAt: now } }))[1]).toBe(
      "保温杯的拼团活动已关闭，不能按活动价购买",
    );
    expect(refusal(seckill({ boughtByUser: 1 }), 2)).toEqual([
      "activityLimit",
      "保温杯的秒杀活动每人限购 2 件，您已购买 1 件",
      "The seckill for 保温杯 allows 2 per shopper; you have already bought 1",
    ]);
    expect(refusal(seckill({ stockLeft: 1 }), 2).slice(0, 2)).toEqual([
      "activitySoldOut",
      "保温杯的秒杀活动库存不足，仅剩 1 件",
    ]);
    // The limit counts what was bought before: 1 more up to the limit of 2 is fine.
    expect(
      priceCheckout({
        lines: [line({ activity: seckill({ boughtByUser: 1 }) })],
        regionCode: REGION,
        now,
      }).ok,
    ).toBe(true);
  });

  it("never charges an activity price above the sale price, and a bargain's reached price", () => {
    const dear = ok(
      priceCheckout({
        lines: [line({ unitPriceCents: 2500, activity: seckill() })],
        regionCode: REGION,
        now,
      }),
    );
    expect(dear.lines[0]!.chargedUnitCents).toBe(2500);
    expect(dear.discounts).toEqual([]);
    const bargain = ok(
      priceCheckout({
        lines: [
          line({ activity: seckill({ kind: "bargain", priceCents: 1234, perUserLimit: 1 }) }),
        ],
        regionCode: REGION,
        now,
      }),
    );
    expect(bargain.discounts).toMatchObject([{ rule: "bargain", cents: 5000 - 1234 }]);
  });

  it("does not stack a coupon on activity lines, and picks whichever costs the shopper less", () => {
    const other = line({ goodsId: 2, skuId: 21, unitPriceCents: 6000 });
    // Seckill saves 20 yuan on the T恤; the coupon then covers only the 60 yuan cup: under 100.
    const keep = ok(
      priceCheckout({
        lines: [line({ activity: seckill() }), other],
        regionCode: REGION,
        coupon: coupon(),
        now,
      }),
    );
    expect(keep.lines[0]!.activity).not.toBeNull();
    expect(reason(keep)).toBe("适用商品满 100.00 元才能使用，还差 40.00 元");
    expect(keep.totalCents).toBe(9000);
    // A 满100减30 saves more than the seckill's 1 yuan: the order is priced without the seckill.
    const big = coupon({ terms: terms({ amountCents: 3000, thresholdCents: 10000 }) });
    const swap = ok(
      priceCheckout({
        lines: [line({ activity: seckill({ priceCents: 4900 }) }), other],
        regionCode: REGION,
        coupon: big,
        now,
      }),
    );
    expect(swap.lines[0]!.activity).toBeNull();
    expect(swap.coupon).toMatchObject({ status: "applied", cents: 3000 });
    expect(swap.totalCents).toBe(8000);
    // Only activity goods in the coupon's scope: the reason says so.
    const only = priceCheckout({
      lines: [line({ activity: seckill() })],
      regionCode: REGION,
      coupon: coupon({ terms: terms({ kind: COUPON_KIND.noThreshold, amountCents: 500 }) }),
      now,
    });
    expect(reason(only)).toBe("活动价商品不能同时使用优惠券");
  });
});

describe("points and whole-order figures", () => {
  it("gives the goods' points per unit bought", () => {
    const priced = ok(
      priceCheckout({
        lines: [line({ quantity: 3, pointsPerUnit: 10 }), line({ goodsId: 2, pointsPerUnit: 0 })],
        regionCode: REGION,
        now,
      }),
    );
    expect(priced.pointsEarned).toBe(30);
    expect(priced.lines.map((l) => l.pointsEarned)).toEqual([30, 0]);
  });

  it("refuses an empty order and quantities or prices that are not whole", () => {
    const refused = (lines: CheckoutLineInput[]) => {
      const priced = priceCheckout({ lines, regionCode: REGION, now });
      return priced.ok ? "" : ruleText(priced.message, "zh-cn");
    };
    expect(refused([])).toBe("订单中没有商品");
    expect(refused([line({ quantity: 0 })])).toBe("T恤的数量必须是 1 到 9999 之间的整数");
    expect(refused([line({ quantity: 1.5 })])).toBe("T恤的数量必须是 1 到 9999 之间的整数");
    expect(refused([line({ unitPriceCents: -1 })])).toBe("T恤的价格不正确，请刷新后重试");
    expect(refused([line({ unitPriceCents: Number.MAX_SAFE_INTEGER, quantity: 2 })])).toBe(
      "订单商品或金额过多，请分开下单",
    );
  });

  it("adds up: lines pay goods less coupon, the total is what the lines pay plus freight", () => {
    const anyLine = fc.record({
      goodsId: fc.integer({ min: 1, max: 4 }),
      quantity: fc.integer({ min: 1, max: 20 }),
      unitPriceCents: fc.integer({ min: 0, max: 1_000_000 }),
      seckillCents: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined }),
      feeCents: fc.integer({ min: 0, max: 2000 }),
    });
    const anyCoupon = fc.record({
      kind: fc.constantFrom(COUPON_KIND.threshold, COUPON_KIND.percent, COUPON_KIND.noThreshold),
      amountCents: fc.integer({ min: 1, max: 100_000 }),
      thresholdCents: fc.integer({ min: 0, max: 500_000 }),
      percentBp: fc.integer({ min: 0, max: 10_000 }),
      capCents: fc.integer({ min: 0, max: 100_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(anyLine, { minLength: 1, maxLength: 6 }),
        fc.option(anyCoupon),
        (raw, held) => {
          const lines = raw.map((r, i) =>
            line({
              goodsId: r.goodsId,
              skuId: i + 1,
              quantity: r.quantity,
              unitPriceCents: r.unitPriceCents,
              freight: { kind: "fixed", feeCents: r.feeCents },
              activity:
                r.seckillCents === undefined
                  ? undefined
                  : seckill({ priceCents: r.seckillCents, perUserLimit: 0 }),
            }),
          );
          const priced = ok(
            priceCheckout({
              lines,
              regionCode: REGION,
              coupon: held ? coupon({ terms: held }) : undefined,
              now,
            }),
          );
          const paid = priced.lines.reduce((sum, l) => sum + l.payCents, 0);
          expect(priced.totalCents).toBe(paid + priced.freightCents);
          const off = priced.discounts.reduce((sum, d) => sum + d.cents, 0);
          expect(priced.totalCents).toBe(priced.goodsCents - off + priced.freightCents);
          for (const [i, l] of priced.lines.entries()) {
            expect(l.payCents).toBeGreaterThanOrEqual(0);
            expect(l.chargedUnitCents).toBeLessThanOrEqual(lines[i]!.unitPriceCents);
            if (l.activity) expect(l.couponCents).toBe(0);
          }
          for (const d of priced.discounts) expect(d.cents).toBeGreaterThan(0);
          // Never dearer than paying sale prices with no coupon and no activity.
          const plain = ok(
            priceCheckout({
              lines: lines.map((l) => ({ ...l, activity: undefined })),
              regionCode: REGION,
              now,
            }),
          );
          expect(priced.totalCents).toBeLessThanOrEqual(plain.totalCents);
        },
      ),
    );
  });

  it("spreads any amount over any lines in whole cents that add up exactly", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 100 }),
        (weights, percent) => {
          const sum = weights.reduce((a, w) => a + w, 0);
          const total = Math.floor((sum * percent) / 100);
          const shares = allocate(total, weights);
          expect(shares.reduce((a, s) => a + s, 0)).toBe(sum > 0 ? total : 0);
          shares.forEach((s, i) => {
            expect(Number.isInteger(s)).toBe(true);
            expect(s).toBeGreaterThanOrEqual(0);
            expect(s).toBeLessThanOrEqual(weights[i]!);
          });
        },
      ),
    );
  });
});
