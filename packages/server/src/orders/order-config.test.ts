import { describe, expect, it } from "vitest";
import { pastAfterSaleWindow } from "./after-sale.js";
import { afterSaleDays, autoCompleteDays, payTimeoutMinutes } from "./order-config.js";

const DAY = 86_400_000;
const completed = new Date(Date.UTC(2026, 11, 1, 10, 0, 0));
const daysLater = (days: number) => new Date(completed.getTime() + days * DAY);

describe("the orders' settings from the environment", () => {
  it("reads each as a whole number within its range, else its default", () => {
    expect(afterSaleDays({})).toBe(7);
    expect(afterSaleDays({ VITRINE_ORDER_AFTER_SALE_DAYS: " 15 " })).toBe(15);
    for (const bad of ["0", "91", "7.5", "-3", "abc", ""])
      expect(afterSaleDays({ VITRINE_ORDER_AFTER_SALE_DAYS: bad })).toBe(7);
    expect(payTimeoutMinutes({ VITRINE_ORDER_TIMEOUT_MINUTES: "45" })).toBe(45);
    expect(payTimeoutMinutes({ VITRINE_ORDER_TIMEOUT_MINUTES: "20000" })).toBe(30);
    expect(autoCompleteDays({ VITRINE_ORDER_AUTO_COMPLETE_DAYS: "10" })).toBe(10);
    expect(autoCompleteDays({ VITRINE_ORDER_AUTO_COMPLETE_DAYS: "100" })).toBe(7);
  });
});

describe("the after-sale window", () => {
  it("with the default 7 days: day 7 is still inside, day 8 is past", () => {
    const days = afterSaleDays({});
    expect(pastAfterSaleWindow(completed, daysLater(7), days)).toBe(false);
    expect(pastAfterSaleWindow(completed, new Date(daysLater(7).getTime() + 1), days)).toBe(true);
    expect(pastAfterSaleWindow(completed, daysLater(8), days)).toBe(true);
  });

  it("set to 15 days, day 8 is inside", () => {
    const days = afterSaleDays({ VITRINE_ORDER_AFTER_SALE_DAYS: "15" });
    expect(pastAfterSaleWindow(completed, daysLater(8), days)).toBe(false);
    expect(pastAfterSaleWindow(completed, daysLater(16), days)).toBe(true);
  });

  it("an order with no completion time is past it", () => {
    expect(pastAfterSaleWindow(null, completed, 7)).toBe(true);
  });
});
