import { describe, expect, it } from "vitest";
import { ConfigError } from "../config.js";
import { pastAfterSaleWindow } from "./after-sale.js";
import {
  afterSaleDays,
  autoCompleteDays,
  checkOrderSettings,
  payTimeoutMinutes,
} from "./order-config.js";

const DAY = 86_400_000;
const completed = new Date(Date.UTC(2026, 11, 1, 10, 0, 0));
const daysLater = (days: number) => new Date(completed.getTime() + days * DAY);

describe("the orders' settings from the environment", () => {
  it("reads each as a whole number within its range, its default when unset", () => {
    expect(afterSaleDays({})).toBe(7);
    expect(afterSaleDays({ VITRINE_ORDER_AFTER_SALE_DAYS: "" })).toBe(7);
    expect(afterSaleDays({ VITRINE_ORDER_AFTER_SALE_DAYS: " 15 " })).toBe(15);
    expect(payTimeoutMinutes({})).toBe(30);
    expect(payTimeoutMinutes({ VITRINE_ORDER_TIMEOUT_MINUTES: "45" })).toBe(45);
    expect(autoCompleteDays({ VITRINE_ORDER_AUTO_COMPLETE_DAYS: "10" })).toBe(10);
  });

  it("refuses a value that is set but out of range or not a whole number, naming it", () => {
    for (const bad of ["0", "91", "7.5", "-3", "abc"])
      expect(() => checkOrderSettings({ VITRINE_ORDER_AFTER_SALE_DAYS: bad })).toThrow(
        `VITRINE_ORDER_AFTER_SALE_DAYS must be a whole number from 1 to 90, got "${bad}"`,
      );
    expect(() => checkOrderSettings({ VITRINE_ORDER_TIMEOUT_MINUTES: "20000" })).toThrow(
      /^VITRINE_ORDER_TIMEOUT_MINUTES must be a whole number from 1 to 10080/,
    );
    expect(() => checkOrderSettings({ VITRINE_ORDER_AUTO_COMPLETE_DAYS: "100" })).toThrow(
      ConfigError,
    );
    expect(() => checkOrderSettings({})).not.toThrow();
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
