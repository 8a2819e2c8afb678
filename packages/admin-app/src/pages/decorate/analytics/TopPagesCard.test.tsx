import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import type { HttpClient } from "../../../api/http";
import { renderWithProviders } from "../../../test/renderWithProviders";
import type { TopPage } from "./analyticsApi";
import { TopPagesCard } from "./TopPagesCard";

type Params = Record<string, unknown>;

/**
 * Answers each ask with the pages `pagesFor` gives for its days (the last 30 when none asked), or
 * refuses it with the message of the Error it gives, as the client does with a server's refusal;
 * keeps the asks.
 */
function fakeHttp(pagesFor: (params: Params) => TopPage[] | Error, asked: Params[] = []) {
  const answer = async <T,>(_path: string, params: Params = {}) => {
    asked.push(params);
    const pages = pagesFor(params);
    if (pages instanceof Error) throw pages;
    return {
      from: (params.from as string) ?? "2026-02-02",
      to: (params.to as string) ?? "2026-03-03",
      pages,
    } as T;
  };
  return { get: answer, post: answer, request: answer, download: answer } as unknown as HttpClient;
}

const spring: TopPage = { id: 7, name: "春季上新", views: 10000, visitors: 200, conversions: 40 };
const home: TopPage = { id: 3, name: "首页", views: 900, visitors: 31, conversions: 0 };

const rows = async () =>
  within(await screen.findByRole("table", { name: "热门页面" }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.textContent);

const shownDays = () =>
  screen.getAllByRole("textbox").map((box) => (box as HTMLInputElement).value);

/** Opens the range picker and chooses one of its presets. */
async function choosePreset(label: string) {
  const start = screen.getAllByRole("textbox")[0]!;
  fireEvent.mouseDown(start);
  fireEvent.focus(start);
  fireEvent.click(start);
  fireEvent.click(await screen.findByText(label));
}

const today = () => dayjs().format("YYYY-MM-DD");
const daysAgo = (n: number) => dayjs().subtract(n, "day").format("YYYY-MM-DD");

describe("the dashboard's top pages card", () => {
  it("lists the most viewed pages of the last 30 days with their figures", async () => {
    const asked: Params[] = [];
    renderWithProviders(<TopPagesCard http={fakeHttp(() => [spring, home], asked)} />);
    expect(await rows()).toEqual(["春季上新10,00020040", "首页900310"]);
    // No days asked: the server's default, the 30 shop days up to its today, shown in the picker.
    expect(asked).toEqual([{}]);
    await waitFor(() => expect(shownDays()).toEqual(["2026-02-02", "2026-03-03"]));
  });

  it("says when no page was visited", async () => {
    renderWithProviders(<TopPagesCard http={fakeHttp(() => [])} />);
    expect(await screen.findByText("所选日期内还没有页面被访问")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("asks again for the days of a chosen preset and shows that range's pages", async () => {
    const asked: Params[] = [];
    const http = fakeHttp((params) => (params.from ? [home] : [spring, home]), asked);
    renderWithProviders(<TopPagesCard http={http} />);
    expect(await rows()).toHaveLength(2);
    await choosePreset("近7天");
    await waitFor(() => expect(asked).toEqual([{}, { from: daysAgo(6), to: today() }]));
    await waitFor(async () => expect(await rows()).toEqual(["首页900310"]));
    await waitFor(() => expect(shownDays()).toEqual([daysAgo(6), today()]));
  });

  it("goes from pages to the empty state when the chosen days had no visit", async () => {
    const http = fakeHttp((params) => (params.from ? [] : [spring]));
    renderWithProviders(<TopPagesCard http={http} />);
    expect(await rows()).toHaveLength(1);
    await choosePreset("近90天");
    expect(await screen.findByText("所选日期内还没有页面被访问")).toBeTruthy();
    await waitFor(() => expect(shownDays()).toEqual([daysAgo(89), today()]));
  });

  it("keeps the last figures and their days when the server refuses a range, and says why", async () => {
    const http = fakeHttp((params) =>
      params.from ? new Error("日期范围最多 366 天") : [spring, home],
    );
    renderWithProviders(<TopPagesCard http={http} />);
    expect(await rows()).toHaveLength(2);
    await choosePreset("近30天");
    expect(await screen.findByText("日期范围最多 366 天")).toBeTruthy();
    expect(screen.getByText("数据加载失败")).toBeTruthy();
    expect(await rows()).toEqual(["春季上新10,00020040", "首页900310"]);
    expect(shownDays()).toEqual(["2026-02-02", "2026-03-03"]);
  });

  it("leaves itself out when its first load fails, so the dashboard stays readable", async () => {
    const asked: Params[] = [];
    renderWithProviders(<TopPagesCard http={fakeHttp(() => new Error("网络错误"), asked)} />);
    await waitFor(() => expect(asked).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText("热门页面")).toBeNull());
    expect(screen.queryByText("网络错误")).toBeNull();
  });

  it("speaks the operator's language", async () => {
    renderWithProviders(<TopPagesCard http={fakeHttp(() => [])} />, { language: "zh-tw" });
    expect(await screen.findByText("所選日期內還沒有頁面被造訪")).toBeTruthy();
  });
});
