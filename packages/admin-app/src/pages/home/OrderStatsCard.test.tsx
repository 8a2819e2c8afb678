import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NO_ORDER_FIGURES } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/renderWithProviders";
import type { OrderDashboard, OrderFigures } from "./dashboardApi";
import { OrderStatsCard } from "./OrderStatsCard";

const none: OrderFigures = { ...NO_ORDER_FIGURES };

/** 30 local days ending 2026-11-26, quiet except today and 2026-11-16. */
function dashboard(): OrderDashboard {
  const today: OrderFigures = {
    salesCents: 30_000,
    orders: 4,
    payingShoppers: 3,
    averageOrderCents: 7_500,
    refunds: 2,
    refundCents: 9_000,
  };
  const earlier: OrderFigures = { ...none, salesCents: 1_000, orders: 1, payingShoppers: 1 };
  const perDay = Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 9, 28 + i)).toISOString().slice(0, 10);
    if (date === "2026-11-26") return { date, ...today };
    if (date === "2026-11-16") return { date, ...earlier };
    return { date, ...none };
  });
  const month: OrderFigures = {
    salesCents: 31_000,
    orders: 5,
    payingShoppers: 3,
    averageOrderCents: 6_200,
    refunds: 2,
    refundCents: 9_000,
  };
  return {
    generatedAt: "2026-11-26T04:30:00.000Z",
    timeZone: "Asia/Shanghai",
    today,
    yesterday: none,
    thisMonth: month,
    last7: today,
    last30: month,
    perDay,
  };
}

const rowOf = (text: string) => screen.getByText(text).closest("tr") as HTMLElement;

describe("the 订单统计信息 card", () => {
  it("shows each period's sales, orders, shoppers, average order and refunds in yuan", () => {
    renderWithProviders(<OrderStatsCard orders={dashboard()} />);
    const card = screen.getByRole("region", { name: "订单统计信息" });
    expect(card).toBeTruthy();
    const today = within(rowOf("今日"));
    expect(today.getByText("¥300.00")).toBeTruthy();
    expect(today.getByText("4")).toBeTruthy();
    expect(today.getByText("3")).toBeTruthy();
    expect(today.getByText("¥75.00")).toBeTruthy();
    expect(today.getByText("2 笔 ¥90.00")).toBeTruthy();
    expect(within(rowOf("昨日")).getByText("0 笔 ¥0.00")).toBeTruthy();
    expect(within(rowOf("本月")).getByText("¥310.00")).toBeTruthy();
  });

  it("lists the last 7 days, newest first, and the last 30 on demand", async () => {
    renderWithProviders(<OrderStatsCard orders={dashboard()} />);
    expect(within(rowOf("11-26")).getByText("¥300.00")).toBeTruthy();
    expect(screen.getByText("11-20")).toBeTruthy();
    expect(screen.queryByText("11-19")).toBeNull();
    await userEvent.click(screen.getByText("近30天", { selector: ".ant-segmented-item-label" }));
    expect(within(rowOf("11-16")).getByText("¥10.00")).toBeTruthy();
    expect(screen.getByText("10-28")).toBeTruthy();
    const days = screen.getAllByText(/^1[01]-\d\d$/).map((cell) => cell.textContent);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe("11-26");
    expect(days.at(-1)).toBe("10-28");
  });

  it("says there is no paid order instead of a table of zeros", () => {
    const quiet = dashboard();
    quiet.today = quiet.thisMonth = quiet.last7 = quiet.last30 = none;
    quiet.perDay = quiet.perDay.map(({ date }) => ({ date, ...none }));
    renderWithProviders(<OrderStatsCard orders={quiet} />);
    expect(screen.getByText("近30天暂无付款订单")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("speaks English and Traditional Chinese", () => {
    const { unmount } = renderWithProviders(<OrderStatsCard orders={dashboard()} />, {
      language: "en",
    });
    expect(screen.getByRole("region", { name: "Order statistics" })).toBeTruthy();
    expect(screen.getAllByText("Paying shoppers").length).toBeGreaterThan(0);
    unmount();
    renderWithProviders(<OrderStatsCard orders={dashboard()} />, { language: "zh-tw" });
    expect(screen.getByRole("region", { name: "訂單統計資訊" })).toBeTruthy();
    expect(within(rowOf("今日")).getByText("2 筆 CN¥90.00")).toBeTruthy();
  });
});
