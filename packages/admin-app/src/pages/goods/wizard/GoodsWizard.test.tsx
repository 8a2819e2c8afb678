import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryMediaApi } from "@vitrine/editor-react";
import { describe, expect, it, vi } from "vitest";
import { ModuleHttpProvider } from "../../../components/module";
import { renderWithProviders } from "../../../test/renderWithProviders";
import type { GoodsDetail } from "../goodsApi";
import { GoodsMediaApiProvider } from "../shared/mediaApi";
import { type FakeGoodsOptions, fakeGoodsServer, shirtDetail } from "../testing/fakeGoodsServer";
import { GoodsWizard, type WizardMode } from "./GoodsWizard";

function renderWizard(mode: WizardMode, options: FakeGoodsOptions = {}) {
  const server = fakeGoodsServer(options);
  const onClose = vi.fn();
  renderWithProviders(
    <ModuleHttpProvider client={server.http}>
      <GoodsMediaApiProvider api={createMemoryMediaApi()}>
        <GoodsWizard mode={mode} onClose={onClose} />
      </GoodsMediaApiProvider>
    </ModuleHttpProvider>,
  );
  return { server, onClose };
}

const saveButton = () => screen.getByRole("button", { name: /保\s*存/ });
const openStep = async (title: string) => userEvent.click(await screen.findByText(title));

describe("the goods wizard", () => {
  it("copies a product with variants as a new one: no ids, the library's option ids found by name", async () => {
    const { server, onClose } = renderWizard({ kind: "copy", id: 7, name: "纯棉T恤" });
    expect(await screen.findByText("复制:纯棉T恤")).toBeTruthy();
    await waitFor(() => expect(screen.getByDisplayValue("纯棉T恤")).toBeTruthy());

    await userEvent.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));

    expect(server.sent("/goodsSpec/ensure")).toEqual([
      { name: "颜色", values: ["红", "蓝"] },
      { name: "尺码", values: ["M", "L"] },
    ]);
    const [body] = server.sent("/goods/save");
    expect(body).not.toHaveProperty("id");
    expect(body).toMatchObject({ name: "纯棉T恤", categoryId: 2, specMode: 2 });
    const skus = body?.skus as Array<Record<string, unknown>>;
    expect(skus.map((sku) => sku.optionIds)).toEqual([
      [11, 21],
      [11, 22],
      [12, 21],
      [12, 22],
    ]);
    expect(skus[0]).toMatchObject({
      price: "19.9",
      originalPrice: "30",
      costPrice: "8",
      stock: "5",
    });
    expect(skus.every((sku) => !("id" in sku))).toBe(true);
  });

  it("keeps the typed prices when a size is added, and saves the new combinations", async () => {
    const { server } = renderWizard({ kind: "edit", id: 7, name: "纯棉T恤" });
    await screen.findByText("编辑:纯棉T恤");
    await openStep("规格库存");
    const sizes = await screen.findByRole("region", { name: "尺码" });
    await userEvent.type(within(sizes).getByLabelText("“尺码”的新规格值"), "XL{Enter}");
    // A new value starts unticked, as the original's did; ticked, it joins the combinations.
    await userEvent.click(await within(sizes).findByRole("checkbox", { name: "XL" }));

    expect(await screen.findByText("共 6 个规格组合")).toBeTruthy();
    expect((screen.getByLabelText("红,M 价格") as HTMLInputElement).value).toBe("19.9");
    const added = screen.getByLabelText("红,XL 价格") as HTMLInputElement;
    expect(added.value).toBe("0");
    fireEvent.change(added, { target: { value: "25" } });

    await userEvent.click(saveButton());
    await waitFor(() => expect(server.sent("/goods/save")).toHaveLength(1));
    expect(server.sent("/goodsSpec/ensure")[1]).toEqual({ name: "尺码", values: ["M", "L", "XL"] });
    const [body] = server.sent("/goods/save");
    expect(body?.id).toBe(7);
    const skus = body?.skus as Array<{ optionIds: number[]; price: string }>;
    expect(skus).toHaveLength(6);
    expect(skus.find((sku) => sku.optionIds.join() === "11,500")?.price).toBe("25");
    expect(skus.find((sku) => sku.optionIds.join() === "11,21")?.price).toBe("19.9");
  });

  it("checks every step before saving: an empty name is shown on the first step, nothing is sent", async () => {
    const { server } = renderWizard({ kind: "edit", id: 7, name: "纯棉T恤" });
    await waitFor(() => expect(screen.getByDisplayValue("纯棉T恤")).toBeTruthy());
    await openStep("营销设置");
    fireEvent.change(screen.getByLabelText("商品名称"), { target: { value: "" } });
    await userEvent.click(saveButton());
    expect(await screen.findByText("请输入商品名称")).toBeTruthy();
    expect(server.sent("/goods/save")).toHaveLength(0);
  });

  it("refuses a variant cell that is not a number with the storefront spec's message", async () => {
    const { server } = renderWizard({ kind: "edit", id: 7, name: "纯棉T恤" });
    await openStep("规格库存");
    fireEvent.change(await screen.findByLabelText("蓝,L 价格"), { target: { value: "abc" } });
    await userEvent.click(saveButton());
    expect(await screen.findByText(/蓝,L: 请输入数字/)).toBeTruthy();
    expect(server.sent("/goods/save")).toHaveLength(0);
  });

  it("shows the server's refusal of a single-spec price under the price, on its step", async () => {
    const single: GoodsDetail = {
      ...shirtDetail(),
      specMode: 1,
      specs: [],
      skus: [{ ...shirtDetail().skus[0]!, optionIds: [] }],
    };
    renderWizard(
      { kind: "edit", id: 7, name: "纯棉T恤" },
      {
        detail: single,
        refuseSave: {
          msg: "售价不能超过 100000000",
          errors: [{ field: "skus[0].price", message: "售价不能超过 100000000" }],
        },
      },
    );
    await waitFor(() => expect(screen.getByDisplayValue("纯棉T恤")).toBeTruthy());
    await userEvent.click(saveButton());
    const message = await screen.findByText("售价不能超过 100000000");
    expect(message).toBeTruthy();
    expect(screen.getByLabelText("售价")).toBeTruthy();
  });

  it("refuses a cost above the price and an original price below it, by the server's rule (issue 36)", async () => {
    const single: GoodsDetail = {
      ...shirtDetail(),
      specMode: 1,
      specs: [],
      skus: [{ ...shirtDetail().skus[0]!, optionIds: [] }],
    };
    const { server } = renderWizard({ kind: "edit", id: 7, name: "纯棉T恤" }, { detail: single });
    await waitFor(() => expect(screen.getByDisplayValue("纯棉T恤")).toBeTruthy());
    await openStep("规格库存");
    fireEvent.change(screen.getByLabelText("售价"), { target: { value: "10" } });
    fireEvent.change(screen.getByLabelText("成本价"), { target: { value: "12" } });
    fireEvent.change(screen.getByLabelText("原价"), { target: { value: "9.5" } });
    await userEvent.click(saveButton());
    expect(await screen.findByText("成本价（12.00 元）不能高于售价（10.00 元）")).toBeTruthy();
    expect(screen.getByText("原价（9.50 元）不能低于售价（10.00 元）")).toBeTruthy();
    expect(server.sent("/goods/save")).toHaveLength(0);
    // Lowering the cost and raising the original price clears both.
    fireEvent.change(screen.getByLabelText("成本价"), { target: { value: "10" } });
    fireEvent.change(screen.getByLabelText("原价"), { target: { value: "0" } });
    await userEvent.click(saveButton());
    await waitFor(() => expect(server.sent("/goods/save")).toHaveLength(1));
    // The wizard's fields have ids of their own (the list's filter has 商品名称 too).
    expect(screen.getByDisplayValue("纯棉T恤").id).toBe("goodsWizard_name");
  });

  it("refuses a variant whose cost is above its price, naming the combination", async () => {
    const { server } = renderWizard({ kind: "edit", id: 7, name: "纯棉T恤" });
    await openStep("规格库存");
    fireEvent.change(await screen.findByLabelText("蓝,L 成本价格"), { target: { value: "50" } });
    await userEvent.click(saveButton());
    expect(await screen.findByText(/蓝,L: 成本价（50\.00 元）不能高于售价/)).toBeTruthy();
    expect(server.sent("/goods/save")).toHaveLength(0);
  });

  it("adds a spec picked from the library with its values ticked", async () => {
    renderWizard({ kind: "add" });
    await openStep("规格库存");
    await userEvent.click(screen.getByRole("radio", { name: "多规格" }));
    await userEvent.click(await screen.findByRole("button", { name: "从规格库添加" }));
    const dialog = await screen.findByRole("dialog");
    const red = (await within(dialog).findByRole("checkbox", { name: "红" })) as HTMLInputElement;
    expect(red.checked).toBe(true);
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "蓝" }));
    await userEvent.click(within(dialog).getByRole("button", { name: /确\s*定/ }));
    expect(await screen.findByText("共 1 个规格组合")).toBeTruthy();
    expect(screen.getByLabelText("红 价格")).toBeTruthy();
  });
});
