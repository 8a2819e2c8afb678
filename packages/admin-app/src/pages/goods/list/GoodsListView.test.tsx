import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ModuleHttpProvider } from "../../../components/module";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { fakeGoodsServer, goodsRow } from "../testing/fakeGoodsServer";
import { GoodsListView } from "./GoodsListView";
import { yuanToCents } from "./goodsFilters";

function renderList() {
  const server = fakeGoodsServer({
    rows: [goodsRow(7, "纯棉T恤"), goodsRow(9, "旧水杯", { deletedAt: "2026-11-21T00:00:00Z" })],
  });
  const onCopy = vi.fn();
  renderWithProviders(
    <ModuleHttpProvider client={server.http}>
      <GoodsListView onAdd={vi.fn()} onEdit={vi.fn()} onCopy={onCopy} />
    </ModuleHttpProvider>,
  );
  return { server, onCopy };
}

describe("the goods list", () => {
  // The list remembers its state for the browser tab; each test starts as a new visit.
  beforeEach(() => sessionStorage.clear());

  it("comes back from the wizard on the tab, filters and page the operator left (issue 36)", async () => {
    const first = renderList();
    await screen.findByText("纯棉T恤");
    fireEvent.change(screen.getByLabelText("商品名称"), { target: { value: "T恤" } });
    await userEvent.click(screen.getByRole("button", { name: /查\s*询/ }));
    await userEvent.click(screen.getByRole("tab", { name: /仓库中/ }));
    await waitFor(() =>
      expect(first.server.sent("/goods/index").at(-1)).toMatchObject({
        tab: "offSale",
        name: "T恤",
      }),
    );
    cleanup(); // the wizard's route replaces the list

    const again = renderList();
    await waitFor(() =>
      expect(again.server.sent("/goods/index")[0]).toMatchObject({
        tab: "offSale",
        name: "T恤",
        page: 1,
      }),
    );
    expect((screen.getByLabelText("商品名称") as HTMLInputElement).value).toBe("T恤");
    expect(screen.getByRole("tab", { name: /仓库中/ }).getAttribute("aria-selected")).toBe("true");
  });

  it("empties the remembered filter boxes on 重置, as the list it then shows", async () => {
    const first = renderList();
    await screen.findByText("纯棉T恤");
    fireEvent.change(screen.getByLabelText("商品名称"), { target: { value: "T恤" } });
    await userEvent.click(screen.getByRole("button", { name: /查\s*询/ }));
    await waitFor(() =>
      expect(first.server.sent("/goods/index").at(-1)).toMatchObject({ name: "T恤" }),
    );
    cleanup(); // to the wizard and back

    const again = renderList();
    await screen.findByText("纯棉T恤");
    expect((screen.getByLabelText("商品名称") as HTMLInputElement).value).toBe("T恤");
    await userEvent.click(screen.getByRole("button", { name: /重\s*置/ }));
    await waitFor(() =>
      expect(again.server.sent("/goods/index").at(-1)).not.toHaveProperty("name"),
    );
    expect((screen.getByLabelText("商品名称") as HTMLInputElement).value).toBe("");
  });

  it("opens on the on-sale tab with the tabs' counts; the recycle bin restores", async () => {
    const { server } = renderList();
    expect(await screen.findByText("纯棉T恤")).toBeTruthy();
    expect(server.sent("/goods/index")[0]).toMatchObject({ tab: "onSale", page: 1, limit: 10 });
    expect(await screen.findByRole("tab", { name: "出售中 (2)" })).toBeTruthy();

    await userEvent.click(screen.getByRole("tab", { name: /回收站/ }));
    const row = (await screen.findByText("旧水杯")).closest("tr") as HTMLElement;
    expect(server.sent("/goods/index").at(-1)).toMatchObject({ tab: "recycle" });
    await userEvent.click(within(row).getByRole("button", { name: "恢复" }));
    await waitFor(() => expect(server.sent("/goods/restore")).toEqual([{ ids: [9] }]));
  });

  it("sends the name and the price range in cents as the server filters them; reset clears them", async () => {
    const { server } = renderList();
    await screen.findByText("纯棉T恤");
    fireEvent.change(screen.getByLabelText("商品名称"), { target: { value: " T恤 " } });
    fireEvent.change(screen.getByLabelText("最低价"), { target: { value: "10" } });
    fireEvent.change(screen.getByLabelText("最高价"), { target: { value: "20.5" } });
    await userEvent.click(screen.getByRole("button", { name: /查\s*询/ }));
    await waitFor(() =>
      expect(server.sent("/goods/index").at(-1)).toMatchObject({
        tab: "onSale",
        name: "T恤",
        minPriceCents: [1000, 2050],
      }),
    );
    await userEvent.click(screen.getByRole("button", { name: /重\s*置/ }));
    await waitFor(() => expect(server.sent("/goods/index").at(-1)).not.toHaveProperty("name"));
  });

  it("saves the on/off-sale switch on the server and copies into the wizard", async () => {
    const { server, onCopy } = renderList();
    await userEvent.click(await screen.findByRole("switch", { name: "状态 纯棉T恤" }));
    await waitFor(() => expect(server.sent("/goods/status")).toEqual([{ id: 7, status: 0 }]));
    const row = screen.getByText("纯棉T恤").closest("tr") as HTMLElement;
    await userEvent.click(within(row).getByRole("button", { name: "复制" }));
    expect(onCopy).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
  });

  it("says a reversed price range is reversed and does not search it (issue 36)", async () => {
    const { server } = renderList();
    await screen.findByText("纯棉T恤");
    const before = server.sent("/goods/index").length;
    fireEvent.change(screen.getByLabelText("最低价"), { target: { value: "80" } });
    fireEvent.change(screen.getByLabelText("最高价"), { target: { value: "20" } });
    await userEvent.click(screen.getByRole("button", { name: /查\s*询/ }));
    expect(
      await screen.findByText("最低价 80.00 元高于最高价 20.00 元，请调换后再查询"),
    ).toBeTruthy();
    expect(server.sent("/goods/index")).toHaveLength(before);
    fireEvent.change(screen.getByLabelText("最低价"), { target: { value: "12.345" } });
    await userEvent.click(screen.getByRole("button", { name: /查\s*询/ }));
    expect(await screen.findByText("最低价最多两位小数")).toBeTruthy();
  });

  it("cuts a long name with an ellipsis, whole on hover, and keeps its own field ids (issue 36)", async () => {
    const long = "超长商品名称".repeat(20);
    const server = fakeGoodsServer({ rows: [goodsRow(7, long)] });
    renderWithProviders(
      <ModuleHttpProvider client={server.http}>
        <GoodsListView onAdd={vi.fn()} onEdit={vi.fn()} onCopy={vi.fn()} />
      </ModuleHttpProvider>,
    );
    const name = await screen.findByText(long);
    const cell = name.closest("td") as HTMLElement;
    expect(cell.className).toContain("ant-table-cell-ellipsis");
    expect(name.style.textOverflow).toBe("ellipsis");
    await userEvent.hover(name);
    expect((await screen.findByRole("tooltip")).textContent).toBe(long);
    // The wizard has a 商品名称 too: the filter's id is its own.
    expect(screen.getByLabelText("商品名称").id).toBe("goodsFilter_name");
  });

  it("reads typed yuan as integer cents without floating point", () => {
    expect(yuanToCents("19.9")).toBe(1990);
    expect(yuanToCents("0.07")).toBe(7);
    expect(yuanToCents("1.005")).toBeNull();
    expect(yuanToCents("")).toBeNull();
  });
});
