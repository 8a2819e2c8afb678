import { configureStore } from "@reduxjs/toolkit";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ModuleHttpProvider } from "../../../components/module";
import { createFleetConnection, type FleetConnection } from "../../../realtime/connection";
import { fakeSockets } from "../../../realtime/fakeSocket";
import { FleetConnectionProvider } from "../../../realtime/useFleet";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { deviceRows, deviceServer, lastCall } from "../testing/deviceFixtures";
import DeviceListPage from "./index";

type Server = ReturnType<typeof deviceServer>;

// The live line of the network tab, over a double of the browser's WebSocket.
let connection: FleetConnection | undefined;
let sockets: ReturnType<typeof fakeSockets>;
afterEach(() => {
  connection?.stop();
  connection = undefined;
});

function renderList(server: Server, path = "/device/list", buttons?: string[]) {
  const router = createMemoryRouter([{ path: "/device/list", element: <DeviceListPage /> }], {
    initialEntries: [path],
  });
  sockets = fakeSockets();
  connection = createFleetConnection({
    url: "ws://localhost/api/ws",
    getToken: () => "token",
    createSocket: sockets.create,
  });
  let ui: ReactNode = (
    <FleetConnectionProvider connection={connection}>
      <ModuleHttpProvider client={server.http}>
        <RouterProvider router={router} />
      </ModuleHttpProvider>
    </FleetConnectionProvider>
  );
  if (buttons) {
    // Only the part of the app's state the button checks read: the operator's authBtnList.
    const store = configureStore({
      reducer: () => ({ auth: { user: { authBtnList: buttons } } }),
    });
    ui = <Provider store={store}>{ui}</Provider>;
  }
  renderWithProviders(ui);
  return router;
}

const indexBody = (server: Server) =>
  lastCall(server, "/device/index")?.body as Record<string, unknown>;

describe("device list", () => {
  it("opens on 生产 and asks for each tab's devices by `tab`, keeping the tab in the address", async () => {
    const server = deviceServer();
    const router = renderList(server);
    expect(await screen.findByText("SN-TEST-0001")).toBeTruthy();
    expect(indexBody(server)).toMatchObject({ tab: "production", page: 1, limit: 10 });
    // No column sticks over the others (创建时间 was cut under a fixed 操作, issue 36).
    expect(document.querySelector(".ant-table-cell-fix-right, .ant-table-cell-fix-end")).toBeNull();

    await userEvent.click(screen.getByRole("tab", { name: "已售" }));
    await waitFor(() => expect(indexBody(server)).toMatchObject({ tab: "sold", page: 1 }));
    expect(router.state.location.search).toBe("?tab=sold");

    await userEvent.click(screen.getByRole("tab", { name: "删除" }));
    await waitFor(() => expect(indexBody(server)).toMatchObject({ tab: "deleted" }));
  });

  it("narrows the network tab to online or offline devices", async () => {
    const server = deviceServer(() =>
      deviceRows(2, { online: true, lastSeenAt: "2026-11-26T10:00:00Z" }),
    );
    renderList(server, "/device/list?tab=network");
    await screen.findByText("SN-TEST-0001");
    expect(indexBody(server)).toMatchObject({ tab: "network" });
    expect(indexBody(server)).not.toHaveProperty("online");
    expect(screen.getAllByText("在线").length).toBeGreaterThan(0);

    await userEvent.click(screen.getByText("离线", { selector: ".ant-segmented-item-label" }));
    await waitFor(() => expect(indexBody(server)).toMatchObject({ tab: "network", online: false }));
    await userEvent.click(screen.getByText("在线", { selector: ".ant-segmented-item-label" }));
    await waitFor(() => expect(indexBody(server)).toMatchObject({ tab: "network", online: true }));
  });

  it("follows the live line on the network tab: a device turns offline without reload, and the tab says how fresh it is", async () => {
    const server = deviceServer(() =>
      deviceRows(2, { online: true, lastSeenAt: "2026-11-26T10:00:00Z" }),
    );
    renderList(server, "/device/list?tab=network");
    await screen.findByText("SN-TEST-0001");
    const freshness = screen.getByTestId("device-live-freshness");
    expect(within(freshness).getByText("未实时")).toBeTruthy();
    expect(within(freshness).getByText(/^数据更新于 \d\d:\d\d:\d\d$/)).toBeTruthy();
    await waitFor(() => expect(sockets.made).toHaveLength(1));
    const socket = sockets.latest();
    act(() => {
      socket.open();
      socket.receive({ type: "ready", device: true, sos: false });
    });
    expect(await within(freshness).findByText("实时")).toBeTruthy();
    await waitFor(() => expect(socket.sent).toContainEqual({ type: "watch", deviceIds: [1, 2] }));
    const reads = server.calls.filter((c) => c.path === "/device/index").length;

    act(() =>
      socket.receive({
        type: "offline",
        deviceId: 2,
        serial: "SN-TEST-0002",
        at: "2026-11-26T10:01:30Z",
      }),
    );
    const row = () => screen.getByText("SN-TEST-0002").closest("tr") as HTMLElement;
    await waitFor(() => expect(within(row()).getByText("离线")).toBeTruthy());
    expect(
      within(screen.getByText("SN-TEST-0001").closest("tr") as HTMLElement).getByText("在线"),
    ).toBeTruthy();
    // Patched in place: the unfiltered tab reads nothing again.
    expect(server.calls.filter((c) => c.path === "/device/index")).toHaveLength(reads);

    // The line drops: the tab says so instead of showing the last rows as live.
    act(() => socket.drop());
    expect(await within(freshness).findByText("未实时")).toBeTruthy();
  });

  it("reads the page again when a device leaves the online filter on the live line", async () => {
    const server = deviceServer(() =>
      deviceRows(1, { online: true, lastSeenAt: "2026-11-26T10:00:00Z" }),
    );
    renderList(server, "/device/list?tab=network&online=1");
    await screen.findByText("SN-TEST-0001");
    await waitFor(() => expect(sockets.made).toHaveLength(1));
    const socket = sockets.latest();
    act(() => {
      socket.open();
      socket.receive({ type: "ready", device: true, sos: false });
    });
    const reads = server.calls.filter((c) => c.path === "/device/index").length;
    act(() =>
      socket.receive({
        type: "offline",
        deviceId: 1,
        serial: "SN-TEST-0001",
        at: "2026-11-26T10:01:30Z",
      }),
    );
    await waitFor(() =>
      expect(server.calls.filter((c) => c.path === "/device/index").length).toBe(reads + 1),
    );
    expect(indexBody(server)).toMatchObject({ tab: "network", online: true });
  });

  it("sends the typed filters with the tab and goes back to page 1", async () => {
    const server = deviceServer();
    renderList(server, "/device/list?tab=sold");
    await screen.findByText("SN-TEST-0001");
    await userEvent.type(screen.getByLabelText("序列号", { selector: "input" }), " SN-TEST ");
    await userEvent.click(screen.getByRole("button", { name: "查询" }));
    await waitFor(() =>
      expect(indexBody(server)).toMatchObject({ tab: "sold", page: 1, serial: "SN-TEST" }),
    );
  });

  it("sells the ticked devices with one sale record, the price in 元 as typed", async () => {
    const server = deviceServer();
    renderList(server);
    await screen.findByText("SN-TEST-0001");
    const rows = screen.getAllByRole("row");
    await userEvent.click(within(rows[1] as HTMLElement).getByRole("checkbox"));
    await userEvent.click(within(rows[2] as HTMLElement).getByRole("checkbox"));
    await userEvent.click(screen.getByRole("button", { name: "销售" }));

    const title = await screen.findByText("销售设备", { selector: ".ant-modal-title" });
    const dialog = title.closest(".ant-modal") as HTMLElement;
    await userEvent.type(within(dialog).getByLabelText("购买方"), "华东代理");
    await userEvent.type(within(dialog).getByLabelText("价格（元）"), "1299.5");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));

    await waitFor(() => expect(lastCall(server, "/device/sell")).toBeTruthy());
    expect(lastCall(server, "/device/sell")?.body).toMatchObject({
      ids: [1, 2],
      buyer: "华东代理",
      price: "1299.5",
      agentId: null,
    });
  });

  it("refuses in the sell dialog what the server refuses: a negative, a third decimal, 1e9, a phone abc", async () => {
    const server = deviceServer();
    renderList(server);
    await screen.findByText("SN-TEST-0001");
    const rows = screen.getAllByRole("row");
    await userEvent.click(within(rows[1] as HTMLElement).getByRole("checkbox"));
    await userEvent.click(screen.getByRole("button", { name: "销售" }));
    const title = await screen.findByText("销售设备", { selector: ".ant-modal-title" });
    const dialog = title.closest(".ant-modal") as HTMLElement;
    await userEvent.type(within(dialog).getByLabelText("购买方"), "华东代理");
    const price = within(dialog).getByLabelText("价格（元）");
    const phone = within(dialog).getByLabelText("购买方电话");
    await userEvent.type(phone, "abc");
    for (const [typed, message] of [
      ["-12.345", "价格不能为负数"],
      ["12.345", "价格最多两位小数"],
      ["1e9", "价格请输入金额，例如 12.50"],
      ["10000000.01", "价格不能超过 10000000.00 元"],
    ] as const) {
      await userEvent.clear(price);
      await userEvent.type(price, typed);
      await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
      expect(await within(dialog).findByText(message)).toBeTruthy();
      // The box keeps what was typed: nothing is rounded or clamped behind the operator's back.
      expect((price as HTMLInputElement).value).toBe(typed);
    }
    expect(within(dialog).getByText("请输入正确的手机号")).toBeTruthy();
    expect(lastCall(server, "/device/sell")).toBeUndefined();
  });

  it("shows the secret of a device added by hand once, as a reset does", async () => {
    const server = deviceServer(undefined, (call) =>
      call.path === "/device/add"
        ? { code: 0, msg: "", data: { id: 9, secret: "s3cr3t-once-AAAAAAAAAAAAAAAAAAAAA" } }
        : undefined,
    );
    renderList(server);
    await screen.findByText("SN-TEST-0001");
    await userEvent.click(screen.getByRole("button", { name: "新增" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText("序列号"), "HAND-00000001");
    await userEvent.type(within(dialog).getByLabelText("型号"), "W1");
    await userEvent.click(within(dialog).getByRole("button", { name: /确\s*定|保\s*存/ }));

    expect(await screen.findByText("s3cr3t-once-AAAAAAAAAAAAAAAAAAAAA")).toBeTruthy();
    const secrets = screen
      .getByText("s3cr3t-once-AAAAAAAAAAAAAAAAAAAAA")
      .closest("tr") as HTMLElement;
    expect(within(secrets).getByText("HAND-00000001")).toBeTruthy();
    // The dialog's title once, not again as the panel's heading inside it (issue 36).
    expect(screen.getAllByText("设备密钥（只显示这一次）")).toHaveLength(1);
  });

  it("offers restore, not delete, on the 删除 tab, and restores a row", async () => {
    const server = deviceServer(() => deviceRows(1, { state: "deleted" }));
    renderList(server, "/device/list?tab=deleted");
    await screen.findByText("SN-TEST-0001");
    expect(screen.queryByRole("button", { name: "删除" })).toBeNull();
    expect(screen.queryByRole("button", { name: "销售" })).toBeNull();
    const row = screen.getAllByRole("row")[1] as HTMLElement;
    await userEvent.click(within(row).getByRole("button", { name: "恢复" }));
    await waitFor(() => expect(lastCall(server, "/device/restore")?.body).toEqual({ ids: [1] }));
  });

  it("shows only the buttons the operator holds", async () => {
    const server = deviceServer();
    renderList(server, "/device/list", ["device:index", "device:export", "device:battery"]);
    await screen.findByText("SN-TEST-0001");
    expect(screen.queryByRole("button", { name: /销\s?售/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /导\s?入/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /新\s?增/ })).toBeNull();
    const row = screen.getAllByRole("row")[1] as HTMLElement;
    expect(within(row).getByRole("button", { name: "电池" })).toBeTruthy();
    expect(within(row).queryByRole("button", { name: "编辑" })).toBeNull();
  });
});
