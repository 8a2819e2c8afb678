import { act, renderHook, waitFor } from "@testing-library/react";
import type { TableProps } from "antd";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type ListState, sessionListMemory } from "./listState";
import { type ListAnswer, useModuleList } from "./useModuleList";

type Row = { id: number };
type Filters = { name?: string };
type Query = ListState<Filters, string | undefined>;
type Sorter = Parameters<NonNullable<TableProps<Row>["onChange"]>>[2];

/** A server of `count` rows numbered from 1, paged as asked; it records every query. */
function pagedServer(count: number) {
  const queries: Query[] = [];
  const fetch = vi.fn(async (query: Query): Promise<ListAnswer<Row>> => {
    queries.push(query);
    const ids = Array.from({ length: count }, (_, i) => ({ id: i + 1 }));
    const start = (query.page - 1) * query.limit;
    return { total: count, data: ids.slice(start, start + query.limit) };
  });
  return { fetch, queries, last: () => queries.at(-1) };
}

/** A header click as antd reports it. */
const click = (columnKey: string, order: "ascend" | "descend" | undefined) =>
  ({ columnKey, order }) as unknown as Sorter;
const noPaging = {} as Parameters<NonNullable<TableProps<Row>["onChange"]>>[0];
const extra = {} as Parameters<NonNullable<TableProps<Row>["onChange"]>>[3];

describe("useModuleList", () => {
  beforeEach(() => sessionStorage.clear());

  it("goes back to page 1 when the filters, the tab, the sort or the page size change", async () => {
    const server = pagedServer(95);
    const { result } = renderHook(() =>
      useModuleList<Row, Filters, string | undefined>({ fetch: server.fetch }),
    );
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    expect(server.last()).toMatchObject({ page: 1, limit: 10, order: null, filters: {} });

    act(() => result.current.changePage(4, 10));
    await waitFor(() => expect(result.current.rows[0]).toEqual({ id: 31 }));
    act(() => result.current.search({ name: "T恤" }));
    await waitFor(() => expect(server.last()).toMatchObject({ page: 1, filters: { name: "T恤" } }));

    act(() => result.current.changePage(3, 10));
    await waitFor(() => expect(server.last()?.page).toBe(3));
    act(() => result.current.changeTab("recycle"));
    await waitFor(() => expect(server.last()).toMatchObject({ page: 1, tab: "recycle" }));

    act(() => result.current.changePage(3, 10));
    await waitFor(() => expect(server.last()?.page).toBe(3));
    act(() => result.current.changePage(3, 50));
    await waitFor(() => expect(server.last()).toMatchObject({ page: 1, limit: 50 }));

    act(() => result.current.changePage(2, 50));
    await waitFor(() => expect(server.last()?.page).toBe(2));
    act(() => result.current.onTableChange(noPaging, {}, click("name", "ascend"), extra));
    await waitFor(() =>
      expect(server.last()).toMatchObject({ page: 1, order: { field: "name", type: "asc" } }),
    );
    // The filters and tab chosen before are kept through all of it.
    expect(server.last()).toMatchObject({ filters: { name: "T恤" }, tab: "recycle" });
  });

  it("sends a column's sort by the server's name for it, and draws the arrow on that column", async () => {
    const server = pagedServer(3);
    const { result } = renderHook(() =>
      useModuleList<Row, Filters, string | undefined>({
        fetch: server.fetch,
        sortFields: { price: "minPriceCents", id: "id" },
      }),
    );
    await waitFor(() => expect(result.current.rows).toHaveLength(3));

    act(() => result.current.onTableChange(noPaging, {}, click("price", "descend"), extra));
    await waitFor(() =>
      expect(server.last()?.order).toEqual({ field: "minPriceCents", type: "desc" }),
    );
    expect(result.current.sortOrderOf("price")).toBe("descend");
    expect(result.current.sortOrderOf("id")).toBeNull();

    // A column the server does not sort by asks for no sort; taking the sort off does the same.
    act(() => result.current.onTableChange(noPaging, {}, click("name", "ascend"), extra));
    await waitFor(() => expect(server.last()?.order).toBeNull());
    act(() => result.current.onTableChange(noPaging, {}, click("id", "ascend"), extra));
    await waitFor(() => expect(server.last()?.order).toEqual({ field: "id", type: "asc" }));
    act(() => result.current.onTableChange(noPaging, {}, click("id", undefined), extra));
    await waitFor(() => expect(server.last()?.order).toBeNull());
    expect(result.current.sortOrderOf("id")).toBeNull();
  });

  it("makes the columns the server sorts by clickable, with their arrow, and leaves the others", async () => {
    const server = pagedServer(3);
    const { result } = renderHook(() =>
      useModuleList<Row, Filters, string | undefined>({
        fetch: server.fetch,
        sortFields: { price: "minPriceCents" },
      }),
    );
    await waitFor(() => expect(result.current.rows).toHaveLength(3));
    const columns = [{ key: "price", title: "价格" }, { key: "name" }];
    expect(result.current.sortableColumns(columns)).toEqual([
      { key: "price", title: "价格", sorter: true, sortOrder: null },
      { key: "name" },
    ]);

    act(() => result.current.onTableChange(noPaging, {}, click("price", "ascend"), extra));
    await waitFor(() =>
      expect(server.last()?.order).toEqual({ field: "minPriceCents", type: "asc" }),
    );
    expect(result.current.sortableColumns(columns)[0]).toMatchObject({ sortOrder: "ascend" });
    // The columns handed in are not changed: a screen may keep them between renders.
    expect(columns[0]).toEqual({ key: "price", title: "价格" });
  });

  it("leaves every column as it is when nothing names the server's sort fields", async () => {
    const server = pagedServer(1);
    const { result } = renderHook(() =>
      useModuleList<Row, Filters, string | undefined>({ fetch: server.fetch }),
    );
    await waitFor(() => expect(result.current.rows).toHaveLength(1));
    const columns = [{ key: "id" }];
    expect(result.current.sortableColumns(columns)).toEqual(columns);
  });

  it("keeps the newest call's rows when an older call answers after it", async () => {
    const answers = new Map<number, (answer: ListAnswer<Row>) => void>();
    const fetch = (query: Query) =>
      new Promise<ListAnswer<Row>>((resolve) => answers.set(query.page, resolve));
    const onLoaded = vi.fn();
    const { result } = renderHook(() =>
      useModuleList<Row, Filters, string | undefined>({ fetch, onLoaded }),
    );
    await waitFor(() => expect(answers.has(1)).toBe(true));
    act(() => result.current.changePage(2, 10));
    await waitFor(() => expect(answers.has(2)).toBe(true));

    await act(async () => answers.get(2)?.({ total: 30, data: [{ id: 11 }] }));
    expect(result.current.rows).toEqual([{ id: 11 }]);
    expect(result.current.loading).toBe(false);
    // Page 1's answer arrives late (a slow server): the operator is on page 2 and stays there.
    await act(async () => answers.get(1)?.({ total: 30, data: [{ id: 1 }] }));
    expect(result.current.rows).toEqual([{ id: 11 }]);
    expect(result.current.total).toBe(30);
    expect(onLoaded).toHaveBeenCalledTimes(1);
  });

  it("stays loading until the newest call has answered", async () => {
    const answers: Array<(answer: ListAnswer<Row>) => void> = [];
    const fetch = () => new Promise<ListAnswer<Row>>((resolve) => answers.push(resolve));
    const { result } = renderHook(() => useModuleList<Row, Filters, string | undefined>({ fetch }));
    await waitFor(() => expect(answers).toHaveLength(1));
    act(() => result.current.search({ name: "a" }));
    await waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => answers[0]?.({ total: 1, data: [{ id: 1 }] }));
    expect(result.current.loading).toBe(true);
    expect(result.current.rows).toEqual([]);
    await act(async () => answers[1]?.({ total: 1, data: [{ id: 2 }] }));
    expect(result.current.loading).toBe(false);
    expect(result.current.rows).toEqual([{ id: 2 }]);
  });

  it("shows the last page that still exists when the rows of this one are gone", async () => {
    const server = pagedServer(11);
    const { result } = renderHook(() =>
      useModuleList<Row, Filters, string | undefined>({
        fetch: server.fetch,
        initial: { page: 5 },
      }),
    );
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 11 }]));
    expect(result.current.page).toBe(2);
    expect(server.queries.map((q) => q.page)).toEqual([5, 2]);
  });

  it("comes back to the tab, filters, page, size and sort left in this browser tab", async () => {
    const memory = sessionListMemory<Filters, string | undefined>("test-list");
    const server = pagedServer(95);
    const first = renderHook(() =>
      useModuleList<Row, Filters, string | undefined>({
        fetch: server.fetch,
        initial: { tab: "onSale" },
        remember: memory,
      }),
    );
    await waitFor(() => expect(first.result.current.rows).toHaveLength(10));
    act(() => first.result.current.changeTab("offSale"));
    act(() => first.result.current.search({ name: "T恤" }));
    act(() => first.result.current.onTableChange(noPaging, {}, click("id", "descend"), extra));
    act(() => first.result.current.changePage(1, 20));
    act(() => first.result.current.changePage(3, 20));
    await waitFor(() => expect(server.last()?.page).toBe(3));
    first.unmount();

    const again = renderHook(() =>
      useModuleList<Row, Filters, string | undefined>({
        fetch: server.fetch,
        initial: { tab: "onSale" },
        remember: memory,
      }),
    );
    expect(again.result.current).toMatchObject({
      tab: "offSale",
      filters: { name: "T恤" },
      page: 3,
      limit: 20,
      order: { field: "id", type: "desc" },
    });
    await waitFor(() => expect(again.result.current.rows[0]).toEqual({ id: 41 }));
  });

  it("opens as a first visit when nothing, or nothing readable, was kept", () => {
    const memory = sessionListMemory<Filters, string | undefined>("test-list");
    expect(memory.read()).toBeUndefined();
    sessionStorage.setItem("vitrine:test-list", "{not json");
    expect(memory.read()).toBeUndefined();
    sessionStorage.setItem("vitrine:test-list", JSON.stringify({ page: -2, limit: "ten" }));
    const { result } = renderHook(() =>
      useModuleList<Row, Filters, string | undefined>({
        fetch: pagedServer(0).fetch,
        initial: { tab: "onSale" },
        remember: memory,
      }),
    );
    expect(result.current).toMatchObject({ tab: "onSale", page: 1, limit: 10, order: null });
  });
});
