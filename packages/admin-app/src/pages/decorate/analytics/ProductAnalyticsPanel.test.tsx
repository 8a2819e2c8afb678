import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/renderWithProviders";
import type { ProductAnalyticsData } from "./analyticsApi";
import { ProductAnalyticsPanel } from "./ProductAnalyticsPanel";

const viewed: ProductAnalyticsData = {
  product: { id: 3, name: "马克杯" },
  from: "2026-03-01",
  to: "2026-03-02",
  days: [
    { date: "2026-03-01", views: 1500, visitors: 90, fromPages: 300 },
    { date: "2026-03-02", views: 500, visitors: 10, fromPages: 100 },
  ],
  sources: [
    { pageId: 7, name: "春季上新", views: 350 },
    { pageId: 8, name: "首页", views: 50 },
  ],
  totals: { views: 2000, visitors: 100, fromPages: 400 },
};

/** The statistic whose title is `title`, as its card reads. */
const statistic = (title: string) =>
  screen.getByText(title).closest(".ant-statistic")?.textContent?.replace(title, "");

describe("a product's analytics panel", () => {
  it("shows views, visitors, the views pages led to and their share, and the leading pages", () => {
    renderWithProviders(<ProductAnalyticsPanel data={viewed} />);
    expect(statistic("浏览量")).toBe("2,000");
    expect(statistic("访客数")).toBe("100");
    expect(statistic("来自页面")).toBe("400");
    expect(statistic("页面引导占比")).toBe("20.0%");
    expect(screen.getByRole("figure", { name: "浏览量与访客数" }).textContent).toContain(
      "2026-03-01 至 2026-03-02：浏览量 2,000，访客数 100",
    );
    const sources = within(screen.getByRole("list", { name: "引导浏览的页面" }));
    expect(sources.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "春季上新350 次浏览",
      "首页50 次浏览",
    ]);
  });

  it("says when the product page had no view, with no empty chart", () => {
    renderWithProviders(
      <ProductAnalyticsPanel
        data={{
          ...viewed,
          days: viewed.days.map((d) => ({ ...d, views: 0, visitors: 0, fromPages: 0 })),
          sources: [],
          totals: { views: 0, visitors: 0, fromPages: 0 },
        }}
      />,
    );
    expect(screen.getByText("所选日期内商品页还没有浏览")).toBeTruthy();
    expect(screen.queryAllByRole("figure")).toHaveLength(0);
    expect(statistic("页面引导占比")).toBe("—");
  });
});
