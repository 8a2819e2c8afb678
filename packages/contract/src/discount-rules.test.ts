import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  commissionRefusal,
  discountMessage,
  endPassedRefusal,
  formatBp,
  parsePercentBp,
  percentText,
  thresholdDiscountRefusal,
  WHOLE_BP,
} from "./discount-rules.js";

describe("a 满减 coupon takes off less than its threshold", () => {
  it("refuses 满10减20 and 满10减10, accepts 满10减9.99", () => {
    expect(thresholdDiscountRefusal(2000, 1000)).toEqual({
      rule: "amountNotBelowThreshold",
      thresholdCents: 1000,
    });
    expect(thresholdDiscountRefusal(1000, 1000)).toBeDefined();
    expect(thresholdDiscountRefusal(999, 1000)).toBeUndefined();
  });

  it("refuses exactly the amounts that would leave an order of the threshold at 0 or below", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_000 }),
        fc.integer({ min: 1, max: 10_000_000_000 }),
        (amount, threshold) => {
          const refused = thresholdDiscountRefusal(amount, threshold) !== undefined;
          expect(refused).toBe(threshold - amount <= 0);
        },
      ),
    );
  });

  it("names the field, the threshold and the most it may take off, in three languages", () => {
    const refusal = thresholdDiscountRefusal(2000, 1000)!;
    expect(discountMessage(refusal, "zh-cn")).toBe(
      "优惠金额必须低于使用门槛：满 10.00 元最多减 9.99 元",
    );
    expect(discountMessage(refusal, "en-US", "Amount off")).toBe(
      "Amount off must be below the minimum order: at most ¥9.99 off an order of ¥10.00",
    );
    expect(discountMessage(refusal, "zh-TW")).toBe(
      "優惠金額必須低於使用門檻：滿 10.00 元最多減 9.99 元",
    );
  });
});

describe("an end already past", () => {
  const now = new Date("2026-06-01T12:00:00Z");
  it("is refused at or before the clock, accepted after it", () => {
    expect(endPassedRefusal(new Date("2026-06-01T11:59:00Z"), now)).toEqual({ rule: "endPassed" });
    expect(endPassedRefusal(now, now)).toEqual({ rule: "endPassed" });
    expect(endPassedRefusal(new Date("2026-06-01T12:00:01Z"), now)).toBeUndefined();
    expect(endPassedRefusal(Number.NaN, now)).toBeUndefined();
  });

  it("agrees with the clock for any pair of instants", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (end, clock) => {
        expect(endPassedRefusal(end, clock) !== undefined).toBe(end <= clock);
      }),
    );
  });

  it("names the field that passed", () => {
    const refusal = { rule: "endPassed" } as const;
    expect(discountMessage(refusal, "zh-cn", "领取结束时间")).toBe(
      "领取结束时间已经过去，请选择晚于现在的时间",
    );
    expect(discountMessage(refusal, "en")).toBe("End time has already passed; choose a later time");
    expect(discountMessage(refusal, "zh-tw", "有效期結束")).toBe(
      "有效期結束已經過去，請選擇晚於現在的時間",
    );
  });
});

describe("commission levels together", () => {
  it("refuses 100% + 30% naming both levels, accepts 70% + 30%", () => {
    const refusal = commissionRefusal([10_000, 3_000]);
    expect(refusal).toEqual({ rule: "commissionOver100", levels: [1, 2], totalBp: 13_000 });
    expect(discountMessage(refusal!, "zh-cn")).toBe("一级与二级佣金比例合计 130%，不能超过 100%");
    expect(discountMessage(refusal!, "en")).toBe(
      "The level 1 and level 2 rates add up to 130%; together they cannot exceed 100%",
    );
    expect(discountMessage(refusal!, "zh-tw")).toBe("一級與二級佣金比例合計 130%，不能超過 100%");
    expect(commissionRefusal([7_000, 3_000])).toBeUndefined();
    expect(commissionRefusal([10_000])).toBeUndefined();
  });

  it("refuses exactly the sums above 100%, listing only the levels that give some away", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: WHOLE_BP }), { minLength: 1, maxLength: 3 }),
        (rates) => {
          const total = rates.reduce((a, b) => a + b, 0);
          const refusal = commissionRefusal(rates);
          expect(refusal !== undefined).toBe(total > WHOLE_BP);
          if (refusal?.rule === "commissionOver100") {
            expect(refusal.totalBp).toBe(total);
            expect(refusal.levels).toEqual(rates.flatMap((r, i) => (r > 0 ? [i + 1] : [])));
          }
        },
      ),
    );
    expect(discountMessage(commissionRefusal([5_000, 0, 6_000])!, "zh-cn")).toBe(
      "一级与三级佣金比例合计 110%，不能超过 100%",
    );
  });
});

describe("percent as typed", () => {
  it("reads at most 2 decimals and at most 100 percent, without floating point", () => {
    expect(parsePercentBp("12.5")).toBe(1250);
    expect(parsePercentBp(" 100 ")).toBe(10_000);
    expect(parsePercentBp("100.01")).toBeUndefined();
    expect(parsePercentBp("1.234")).toBeUndefined();
    expect(parsePercentBp("-1")).toBeUndefined();
    expect(parsePercentBp("")).toBeUndefined();
    expect(formatBp(1205)).toBe("12.05");
    expect(percentText(1250)).toBe("12.5");
    expect(percentText(13_000)).toBe("130");
    expect(percentText(5)).toBe("0.05");
  });

  it("reads back what it formats", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: WHOLE_BP }), (bp) => {
        expect(parsePercentBp(formatBp(bp))).toBe(bp);
        expect(parsePercentBp(percentText(bp))).toBe(bp);
      }),
    );
  });
});
