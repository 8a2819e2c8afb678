import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ModuleHttpProvider } from "../../../components/module";
import { fakeServer, ok } from "../../../components/module/moduleFixtures";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { OrderDrawer } from "../OrderDrawer";
import { SHIPPED_ORDER } from "../orderFixture";
import type { OrderDetail } from "../orderTypes";
import { PackingSlips } from "./PackingSlips";
import { PrintSlipsButton } from "./PrintSlipsButton";

/** Paid, not shipped: a shopper's note, a second line without a spec and an operator's remark. */
const ORDER: OrderDetail = {
  ...SHIPPED_ORDER,
  status: 1,
  itemCount: 3,
  address: "广东省 深圳市 南山区科技园 8 号",
  remark: "请用纸箱",
  carrier: "",
  trackingNo: "",
  shippedAt: null,
  lines: [
    ...SHIPPED_ORDER.lines,
    {
      id: 2,
      goodsId: 2,
      skuId: 2,
      title: "键帽",
      specText: "",
      image: "",
      unitPriceCents: 500,
      quantity: 1,
      amountCents: 500,
    },
  ],
  events: [
    { type: "remark", actor: "admin", detail: { remark: "周末送达" }, at: null },
    { type: "paid", actor: "provider", detail: { paidCents: 26100 }, at: null },
  ],
};

afterEach(() => {
  vi.restoreAllMocks();
  window.dispatchEvent(new Event("afterprint"));
});

describe("PackingSlips", () => {
  it("prints who gets what: shop, order, time, address, contact, lines with spec, remarks, no prices", () => {
    renderWithProviders(<PackingSlips shopName="小满杂货铺" orders={[ORDER]} />);
    const slip = screen.getByTestId("packing-slip");
    const text = slip.textContent ?? "";
    for (const part of [
      "小满杂货铺",
      "发货单",
      "261202ABCDEFGHJKMN",
      "王五 13800138000",
      "广东省 深圳市 南山区科技园 8 号",
      "请用纸箱",
      "周末送达",
    ])
      expect(text).toContain(part);
    expect(text).toMatch(/2026/);
    const rows = [...slip.querySelectorAll("tr")].map((row) =>
      [...row.querySelectorAll("th, td")].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ["商品", "规格", "数量"],
      ["机械键盘", "黑色 / 87键", "2"],
      ["键帽", "-", "1"],
    ]);
    // The warehouse sees no money.
    expect(text).not.toMatch(/¥|128\.00|261\.00/);
  });

  it("speaks the interface language", () => {
    renderWithProviders(<PackingSlips shopName="Shop" orders={[ORDER]} />, { language: "en" });
    const text = screen.getByTestId("packing-slip").textContent ?? "";
    expect(text).toContain("Packing slip");
    expect(text).toContain("Recipient");
  });
});

describe("PrintSlipsButton", () => {
  it("reads each selected order, draws one slip per order and opens the print view", async () => {
    const server = fakeServer((call) =>
      call.path === "/order/detail"
        ? ok({ ...ORDER, id: Number(call.search.get("id")), orderNo: `NO${call.search.get("id")}` })
        : ok({}),
    );
    let printed: string[] = [];
    vi.spyOn(window, "print").mockImplementation(() => {
      printed = [
        ...document.querySelectorAll(".vitrine-packing-slips [data-testid=packing-slip]"),
      ].map((slip) => slip.querySelector("dd")?.textContent ?? "");
    });
    renderWithProviders(
      <ModuleHttpProvider client={server.http}>
        <PrintSlipsButton shopName="小满杂货铺" ids={[7, 8]} />
      </ModuleHttpProvider>,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "打印发货单" }));
    await vi.waitFor(() => expect(printed).toEqual(["NO7", "NO8"]));
    // Closing the print view takes the slips off the page.
    window.dispatchEvent(new Event("afterprint"));
    expect(document.querySelector(".vitrine-packing-slips")).toBeNull();
  });

  it("asks for a selection first and prints nothing without one", async () => {
    const server = fakeServer(() => ok({}));
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    renderWithProviders(
      <ModuleHttpProvider client={server.http}>
        <PrintSlipsButton shopName="小满杂货铺" ids={[]} />
      </ModuleHttpProvider>,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "打印发货单" }));
    expect(await screen.findByText("请先选择要打印的订单")).toBeTruthy();
    expect(print).not.toHaveBeenCalled();
    expect(server.calls).toEqual([]);
  });
});

describe("the drawer's 打印发货单", () => {
  it("prints the order shown, with the shop's name, without reading it again", async () => {
    const server = fakeServer((call) => (call.path === "/order/detail" ? ok(ORDER) : ok({})));
    let printed = "";
    vi.spyOn(window, "print").mockImplementation(() => {
      printed = document.querySelector(".vitrine-packing-slips")?.textContent ?? "";
    });
    renderWithProviders(
      <ModuleHttpProvider client={server.http}>
        <OrderDrawer
          orderId={5}
          statusNames={{}}
          version={0}
          shopName="小满杂货铺"
          onClose={() => {}}
        />
      </ModuleHttpProvider>,
    );
    await screen.findByTestId("order-timeline");
    await userEvent.setup().click(screen.getByRole("button", { name: "打印发货单" }));
    expect(printed).toContain("小满杂货铺");
    expect(printed).toContain("261202ABCDEFGHJKMN");
    expect(server.calls.filter((c) => c.path === "/order/detail")).toHaveLength(1);
  });
});
