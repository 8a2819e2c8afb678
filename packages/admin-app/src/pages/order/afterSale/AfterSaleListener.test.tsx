import { act, screen, waitFor } from "@testing-library/react";
import { ConfigProvider } from "antd";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { UserInfo } from "../../../api/auth";
import { createFleetConnection, type FleetConnection } from "../../../realtime/connection";
import { fakeSockets } from "../../../realtime/fakeSocket";
import { FleetConnectionProvider } from "../../../realtime/useFleet";
import { createAppStore } from "../../../store";
import { loadUserInfo } from "../../../store/authSlice";
import { fakeAuthApi } from "../../../test/fakeAuthApi";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { AfterSaleListener } from "./AfterSaleListener";

let connection: FleetConnection | undefined;
afterEach(() => {
  connection?.stop();
  connection = undefined;
});

/** The shell's listener for an operator holding `grants`, over a fake live line. */
async function renderShell(grants: string[]) {
  const user: UserInfo = {
    userName: "ops",
    photo: "",
    time: "",
    roles: ["common"],
    authBtnList: grants,
  };
  const store = createAppStore({
    authApi: fakeAuthApi({ getUserInfo: vi.fn(async () => user) }),
    tokenStore: { read: () => "token", write: () => {}, clear: () => {} },
  });
  await store.dispatch(loadUserInfo());
  const sockets = fakeSockets();
  connection = createFleetConnection({
    url: "ws://localhost/api/ws",
    getToken: () => "token",
    createSocket: sockets.create,
  });
  renderWithProviders(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <FleetConnectionProvider connection={connection}>
        <AfterSaleListener />
        <p>some page</p>
      </FleetConnectionProvider>
    </ConfigProvider>,
    { store },
  );
  await screen.findByText("some page");
  return sockets;
}

const EVENT = {
  type: "afterSale",
  orderId: 5,
  orderNo: "261202ABCDEFGHJKMN",
  requestIds: [9],
  at: "2026-12-02T04:00:00.000Z",
};

describe("the after-sale notice", () => {
  it("tells an operator who may list orders of a new request, on any page", async () => {
    const sockets = await renderShell(["order:index"]);
    await waitFor(() => expect(sockets.made).toHaveLength(1));
    const socket = sockets.latest();
    act(() => {
      socket.open();
      socket.receive({ type: "ready", device: false, sos: false });
    });
    act(() => socket.receive(EVENT));
    expect(await screen.findByText("新的售后申请")).toBeTruthy();
    expect(screen.getByText("订单 261202ABCDEFGHJKMN 申请售后")).toBeTruthy();
  });

  it("opens no line for an operator without order:index", async () => {
    const sockets = await renderShell(["goods:index"]);
    expect(sockets.made).toHaveLength(0);
  });
});
