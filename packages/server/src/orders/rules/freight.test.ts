import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { templateFreight } from "./freight-fee.js";
import { ruleText } from "./messages.js";
import {
  type CheckoutLineInput,
  type FreightTemplateTerms,
  priceCheckout,
} from "./price-checkout.js";

const now = new Date("2026-06-01T04:00:00Z");
const SHENZHEN = "440305"; // an area of 深圳市, province 广东省 (44)
const GUANGZHOU = "440106";
const BEIJING = "110101";
const URUMQI = "650102";

const template = (more: Partial<FreightTemplateTerms> = {}): FreightTemplateTerms => ({
  id: 1,
  name: "快递",
  billing: 1,
  rules: [{ regions: [], first: 1, firstFeeCents: 1000, additional: 1, additionalFeeCents: 500 }],
  freeRules: [],
  noDelivery: [],
  ...more,
});

const line = (more: Partial<CheckoutLineInput> = {}): CheckoutLineInput => ({
  goodsId: 1,
  skuId: 11,
  title: "T恤",
  quantity: 1,
  unitPriceCents: 5000,
  categoryIds: [3],
  weightHundredths: 0,
  volumeHundredths: 0,
  freight: { kind: "template", template: template() },
  pointsPerUnit: 0,
  ...more,
});

const item = (quantity: number, weightHundredths = 0, amountCents = 0) => ({
  quantity,
  weightHundredths,
  volumeHundredths: weightHundredths,
  amountCents,
});

describe("freight of one template", () => {
  it("by piece: the first pieces for the first fee, each started step of additional pieces more", () => {
    const t = template({
      rules: [
        { regions: [], first: 2, firstFeeCents: 1000, additional: 2, additionalFeeCents: 300 },
      ],
    });
    const cents = (n: number) => {
      const fee = templateFreight(t, [item(n)], SHENZHEN);
      return fee.ok ? fee.cents : -1;
    };
    expect([1, 2, 3, 4, 5].map(cents)).toEqual([1000, 1000, 1300, 1300, 1600]);
  });

  it("by weight and by volume: hundredths of kg and m³ summed over the template's goods", () => {
    const rules = [
      { regions: [], first: 1, firstFeeCents: 800, additional: 0.5, additionalFeeCents: 200 },
    ];
    // 2 × 1.20 kg + 1 × 0.35 kg = 2.75 kg: 1 kg first, 1.75 kg in 4 started half-kilos.
    const items = [item(2, 120), item(1, 35)];
    expect(templateFreight(template({ billing: 2, rules }), items, SHENZHEN)).toEqual({
      ok: true,
      cents: 800 + 4 * 200,
      free: false,
    });
    expect(templateFreight(template({ billing: 3, rules }), items, SHENZHEN)).toEqual({
      ok: true,
      cents: 1600,
      free: false,
    });
    // Exactly on a step's end does not start another one.
    expect(templateFreight(template({ billing: 2, rules }), [item(3, 50)], SHENZHEN)).toMatchObject(
      {
        cents: 1000,
      },
    );
  });

  it("uses the rule naming the region most precisely: a city before its province, then the default", () => {
    const rate = (regions: string[], firstFeeCents: number) => ({
      regions,
      first: 1,
      firstFeeCents,
      additional: 1,
      additionalFeeCents: 0,
    });
    const t = template({ rules: [rate(["44"], 600), rate(["4403"], 400), rate([], 1200)] });
    const fee = (region: string) => templateFreight(t, [item(1)], region);
    expect(fee(SHENZHEN)).toMatchObject({ cents: 400 });
    expect(fee(GUANGZHOU)).toMatchObject({ cents: 600 });
    expect(fee(BEIJING)).toMatchObject({ cents: 1200 });
    // Without a default rule, a region no rule lists is not delivered.
    expect(templateFreight(template({ rules: [rate(["44"], 600)] }), [item(1)], BEIJING)).toEqual({
      ok: false,
    });
  });

  it("frees the parcel by count, by amount, or by both when a rule sets both, in its regions only", () => {
    const t = template({
      freeRules: [
        { regions: ["44"], minQuantity: 3, minAmountCents: null },
        { regions: ["11"], minQuantity: null, minAmountCents: 9900 },
        { regions: ["65"], minQuantity: 2, minAmountCents: 20000 },
      ],
    });
    const fee = (region: string, quantity: number, amount: number) =>
      templateFreight(t, [item(quantity, 0, amount)], region);
    expect(fee(SHENZHEN, 2, 99999)).toMatchObject({ free: false, cents: 1500 });
    expect(fee(SHENZHEN, 3, 100)).toMatchObject({ free: true, cents: 0 });
    expect(fee(BEIJING, 1, 9899)).toMatchObject({ free: false });
    expect(fee(BEIJING, 1, 9900)).toMatchObject({ free: true, cents: 0 });
    expect(fee(URUMQI, 5, 19999)).toMatchObject({ free: false });
    expect(fee(URUMQI, 1, 30000)).toMatchObject({ free: false });
    expect(fee(URUMQI, 2, 20000)).toMatchObject({ free: true });
  });

  it("agrees with counting the additional steps one by one, and never falls as the order grows", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 2, 3),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 5000 })), {
          minLength: 1,
          maxLength: 5,
        }),
        (billing, firstH, stepH, firstFee, stepFee, goods) => {
          // By piece the units are whole pieces; by weight or volume, hundredths.
          const first = billing === 1 ? Math.ceil(firstH / 100) : firstH / 100;
          const additional = billing === 1 ? Math.ceil(stepH / 100) : stepH / 100;
          const t = template({
            billing,
            rules: [
              {
                regions: [],
                first,
                firstFeeCents: firstFee,
                additional,
                additionalFeeCents: stepFee,
              },
            ],
          });
          const items = goods.map(([q, w]) => item(q, w));
          let units = 0;
          for (const [q, w] of goods) units += (billing === 1 ? 100 : w) * q;
          let expected = firstFee;
          const firstUnits = Math.round(first * 100);
          const stepUnits = Math.round(additional * 100);
          for (let covered = firstUnits; covered < units; covered += stepUnits) expected += stepFee;
          const fee = templateFreight(t, items, SHENZHEN);
          expect(fee).toEqual({ ok: true, cents: expected, free: false });
          const more = templateFreight(t, [...items, item(1, 100)], SHENZHEN);
          expect(more.ok && more.cents >= expected).toBe(true);
        },
      ),
    );
  });
});

describe("freight of an order", () => {
  it("prices each template on its own goods together and adds the templates' fees", () => {
    const byWeight = template({
      id: 2,
      billing: 2,
      rules: [
        { regions: [], first: 1, firstFeeCents: 800, additional: 1, additionalFeeCents: 200 },
      ],
    });
    const priced = priceCheckout({
      lines: [
        line({ goodsId: 1, skuId: 11, quantity: 2 }),
        line({ goodsId: 2, skuId: 21, quantity: 1 }),
        line({
          goodsId: 3,
          skuId: 31,
          quantity: 3,
          weightHundredths: 60,
          freight: { kind: "template", template: byWeight },
        }),
        line({ goodsId: 4, skuId: 41, quantity: 5, freight: { kind: "fixed", feeCents: 600 } }),
        line({ goodsId: 4, skuId: 42, quantity: 1, freight: { kind: "fixed", feeCents: 600 } }),
      ],
      regionCode: SHENZHEN,
      now,
    });
    expect(priced.ok).toBe(true);
    if (!priced.ok) return;
    // Template 1: 3 pieces = 1000 + 2 × 500; template 2: 1.8 kg = 800 + 200; 统一运费 once: 600.
    expect(priced.freight).toEqual([
      { source: "template:1", cents: 2000 },
      { source: "template:2", cents: 1000 },
      { source: "goods:4", cents: 600 },
    ]);
    expect(priced.freightCents).toBe(3600);
    expect(priced.totalCents).toBe(priced.goodsCents + 3600);
  });

  it("refuses goods not delivered to the address, naming the goods and the region in each language", () => {
    const blocked = template({ noDelivery: ["65"] });
    const priced = priceCheckout({
      lines: [
        line(),
        line({
          goodsId: 2,
          title: "保温杯",
          freight: { kind: "template", template: { ...blocked, id: 9 } },
        }),
      ],
      regionCode: URUMQI,
      now,
    });
    expect(priced).toMatchObject({ ok: false, code: "notDelivered", lineIndex: 1 });
    if (priced.ok) return;
    expect(ruleText(priced.message, "zh-cn")).toBe("保温杯不配送到新疆维吾尔自治区乌鲁木齐市");
    expect(ruleText(priced.message, "en")).toBe(
      "保温杯 is not delivered to 新疆维吾尔自治区乌鲁木齐市",
    );
    expect(ruleText(priced.message, "zh-tw")).toBe("保温杯不配送到新疆维吾尔自治区乌鲁木齐市");
    // A municipality is named once, not as "北京市市辖区".
    const beijing = priceCheckout({
      lines: [line({ freight: { kind: "template", template: template({ noDelivery: ["11"] }) } })],
      regionCode: BEIJING,
      now,
    });
    expect(beijing.ok ? "" : ruleText(beijing.message, "zh-cn")).toBe("T恤不配送到北京市");
  });

  it("lets a city listed by a rule through when its province is not delivered to, and the reverse", () => {
    const t = template({
      noDelivery: ["44"],
      rules: [
        { regions: ["4403"], first: 1, firstFeeCents: 700, additional: 1, additionalFeeCents: 0 },
        { regions: [], first: 1, firstFeeCents: 1000, additional: 1, additionalFeeCents: 0 },
      ],
    });
    expect(templateFreight(t, [item(1)], SHENZHEN)).toMatchObject({ ok: true, cents: 700 });
    expect(templateFreight(t, [item(1)], GUANGZHOU)).toEqual({ ok: false });
    expect(templateFreight(t, [item(1)], BEIJING)).toMatchObject({ ok: true, cents: 1000 });
  });
});
