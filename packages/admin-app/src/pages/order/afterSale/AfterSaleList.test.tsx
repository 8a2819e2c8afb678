import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ModuleHttpProvider } from "../../../components/module";
import { fakeServer, ok } from "../../../components/module/moduleFixtures";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { AfterSaleList, type AfterSaleRow } from "./AfterSaleList";

const ROW: AfterSaleRow = {
  id: 9,
  lineId: 31,
  orderNo: "261202ABCDEFGHJKMN",
  title: "机械键盘",
  specText: "黑色 / 87键",
  units: 2,
  reasonLabel: "商品破损",
  note: "键帽裂了",
  state: "open",
  answer: "",
  refundedCents: 0,
  contact: "王五",
  phone: "13800138000",
  createdAt: "2026-12-02T04:00:00.000Z",
};

function renderList(canAnswer = true) {
  const server = fakeServer((call) =>
    call.path === "/order/afterSales" ? ok({ rows: [ROW], total: 1 }) : ok({ ...ROW }),
  );
  renderWithProviders(
    <ModuleHttpProvider client={server.http}>
      <AfterSaleList canAnswer={canAnswer} />
    </ModuleHttpProvider>,
  );
  return server;
}

describe("the 售后 tab", () => {
  it("lists open requests with the line, reason and note; 同意退款 asks first, then sends the id", async () => {
    const server = renderList();
    expect(await screen.findByText("机械键盘（黑色 / 87键） × 2")).toBeTruthy();
    expect(screen.getByText("商品破损：键帽裂了")).toBeTruthy();
    expect(server.calls[0]?.search.get("state")).toBe("open");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "同意退款" }));
    expect(server.calls.some((c) => c.path === "/order/afterSale/approve")).toBe(false);
    await user.click(await screen.findByRole("button", { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.path === "/order/afterSale/approve")?.body).toEqual({
        id: 9,
      }),
    );
  });

  it("拒绝 needs a reason the shopper will read, and sends it", async () => {
    const server = renderList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /拒\s*绝/ }));
    await user.click(await screen.findByRole("button", { name: /确\s*定|OK/ }));
    expect(await screen.findByText("请输入拒绝原因")).toBeTruthy();
    expect(server.calls.some((c) => c.path === "/order/afterSale/reject")).toBe(false);
    await user.type(screen.getByLabelText("拒绝原因（买家可见）"), "请提供照片");
    await user.click(screen.getByRole("button", { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.path === "/order/afterSale/reject")?.body).toEqual({
        id: 9,
        answer: "请提供照片",
      }),
    );
  });

  it("offers no answer without order:refund", async () => {
    renderList(false);
    await screen.findByText("商品破损：键帽裂了");
    expect(screen.queryByRole("button", { name: "同意退款" })).toBeNull();
  });
});
