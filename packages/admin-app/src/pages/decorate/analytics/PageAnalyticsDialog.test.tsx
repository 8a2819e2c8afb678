import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { HttpClient, QueryParams } from "../../../api/http";
import { renderWithProviders } from "../../../test/renderWithProviders";
import type { PageAnalyticsData } from "./analyticsApi";
import { PageAnalyticsDialog } from "./PageAnalyticsDialog";

const answer: PageAnalyticsData = {
  page: { id: 7, name: "春季上新" },
  from: "2026-02-02",
  to: "2026-03-03",
  days: [{ date: "2026-03-03", views: 12, visitors: 5, conversions: 1 }],
  clicks: [],
  totals: {
    views: 12,
    visitors: 5,
    conversions: 1,
    clicks: 0,
    productViews: 0,
    conversionRate: 0.2,
  },
};

/** The server as the dialog sees it: each GET answered in turn by `replies` (Error: refused). */
function server(replies: Array<PageAnalyticsData | Error>) {
  const asked: Array<{ path: string; params: QueryParams | undefined }> = [];
  const get = async (path: string, params?: QueryParams) => {
    asked.push({ path, params });
    const reply = replies.shift() ?? answer;
    if (reply instanceof Error) throw reply;
    return reply;
  };
  return { http: { get } as unknown as HttpClient, asked };
}

describe("a page's analytics dialog", () => {
  it("asks for the page's last 30 days and shows the range the server answered", async () => {
    const { http, asked } = server([answer]);
    renderWithProviders(<PageAnalyticsDialog page={answer.page} http={http} onClose={() => {}} />);
    expect(await screen.findByRole("dialog", { name: "页面数据：春季上新" })).toBeTruthy();
    expect(await screen.findByText("访客数")).toBeTruthy();
    expect(asked).toEqual([{ path: "/page/analytics", params: { id: 7 } }]);
    const range = screen.getAllByRole("textbox", { name: "日期范围" }) as HTMLInputElement[];
    await waitFor(() =>
      expect(range.map((input) => input.value)).toEqual(["2026-02-02", "2026-03-03"]),
    );
  });

  it("says why a load failed and asks again on retry", async () => {
    const user = userEvent.setup();
    const { http, asked } = server([new Error("日期范围最多 366 天"), answer]);
    renderWithProviders(<PageAnalyticsDialog page={answer.page} http={http} onClose={() => {}} />);
    expect(await screen.findByText("数据加载失败")).toBeTruthy();
    expect(screen.getByText("日期范围最多 366 天")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /重\s?试/ }));
    expect(await screen.findByText("访客数")).toBeTruthy();
    expect(asked).toHaveLength(2);
    expect(screen.queryByText("数据加载失败")).toBeNull();
  });
});
