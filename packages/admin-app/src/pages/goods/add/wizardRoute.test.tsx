import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryMediaApi } from "@vitrine/editor-react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ModuleHttpProvider } from "../../../components/module";
import { renderWithProviders } from "../../../test/renderWithProviders";
import GoodsListPage from "../list";
import { GoodsMediaApiProvider } from "../shared/mediaApi";
import { fakeGoodsServer } from "../testing/fakeGoodsServer";
import GoodsAddPage from ".";

/** The list and the wizard as the app routes them: two routes, two tabs (issue 36). */
function renderAt(address: string) {
  const server = fakeGoodsServer();
  const router = createMemoryRouter(
    [
      { path: "/goods/list", element: <GoodsListPage /> },
      { path: "/goods/add", element: <GoodsAddPage /> },
    ],
    { initialEntries: [address] },
  );
  renderWithProviders(
    <ModuleHttpProvider client={server.http}>
      <GoodsMediaApiProvider api={createMemoryMediaApi()}>
        <RouterProvider router={router} />
      </GoodsMediaApiProvider>
    </ModuleHttpProvider>,
  );
  const current = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { server, address: current };
}

describe("the goods wizard's own route", () => {
  it("the list's 新增商品 opens the wizard at /goods/add, not inside the list", async () => {
    const { address } = renderAt("/goods/list");
    await userEvent.click(await screen.findByRole("button", { name: "新增商品" }));
    expect(await screen.findByRole("region", { name: "添加商品" })).toBeTruthy();
    expect(address()).toBe("/goods/add");
    expect(screen.queryByRole("button", { name: "新增商品" })).toBeNull();
  });

  it("修改 carries the product's id in the address and the wizard takes its name", async () => {
    const { address } = renderAt("/goods/list");
    const row = (await screen.findByText("纯棉T恤")).closest("tr") as HTMLElement;
    await userEvent.click(within(row).getByRole("button", { name: "修改" }));
    expect(await screen.findByRole("region", { name: "编辑:纯棉T恤" })).toBeTruthy();
    expect(address()).toBe("/goods/add?type=edit&id=7");
  });

  it("opened from its address (a reload), it edits the same product; saved, the list says so", async () => {
    const { server, address } = renderAt("/goods/add?type=edit&id=7");
    const wizard = await screen.findByRole("region", { name: "编辑:纯棉T恤" });
    const loads = server.calls.filter((call) => call.path === "/goods/detail");
    expect(loads.map((call) => call.search.get("id"))).toEqual(["7"]);
    await userEvent.click(within(wizard).getByRole("button", { name: /保\s*存/ }));
    expect(await screen.findByText("保存成功")).toBeTruthy();
    expect(address()).toBe("/goods/list");
    expect(server.sent("/goods/save")[0]).toMatchObject({ id: 7, name: "纯棉T恤" });
  });

  it.each([
    "/goods/add?type=edit",
    "/goods/add?type=edit&id=abc",
    "/goods/add?type=copy&id=-3",
    "/goods/add?type=remove&id=7",
  ])("%s names no product: it says so, loads and saves nothing", async (start) => {
    const { server, address } = renderAt(start);
    expect(await screen.findByText("商品加载失败")).toBeTruthy();
    expect(server.calls.filter((call) => call.path === "/goods/detail")).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "返回" }));
    await waitFor(() => expect(address()).toBe("/goods/list"));
  });
});
