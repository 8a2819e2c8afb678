import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConfigProvider } from "antd";
import { createMemoryRouter, RouterProvider, useSearchParams } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { UserInfo } from "../api/auth";
import { ModuleHttpProvider } from "../components/module";
import { fakeServer, ok } from "../components/module/moduleFixtures";
import { createAppStore } from "../store";
import { loadUserInfo } from "../store/authSlice";
import { fakeAuthApi } from "../test/fakeAuthApi";
import { renderWithProviders } from "../test/renderWithProviders";
import { createFleetConnection, type FleetConnection } from "./connection";
import { fakeSockets } from "./fakeSocket";
import { SosListener } from "./SosListener";
import { FleetConnectionProvider } from "./useFleet";

let connection: FleetConnection | undefined;
afterEach(() => {
  connection?.stop();
  connection = undefined;
});

async function storeWith(authBtnList: string[]) {
  const user: UserInfo = {
    userName: "ops",
    photo: "",
    time: "",
    roles: ["aftersale"],
    authBtnList,
  };
  const store = createAppStore({
    authApi: fakeAuthApi({ getUserInfo: vi.fn(async () => user) }),
    tokenStore: { read: () => "token", write: () => {}, clear: () => {} },
  });
  await store.dispatch(loadUserInfo());
  return store;
}

function SosPage() {
  const [search] = useSearchParams();
  return <p>alarm page {search.get("id")}</p>;
}

/** The signed-in back-office on some page, with the SOS listener its shell mounts. */
async function renderBackOffice(grants: string[], openAlarms = 0) {
  const sockets = fakeSockets();
  connection = createFleetConnection({
    url: "ws://localhost/api/ws",
    getToken: () => "token",
    createSocket: sockets.create,
  });
  const server = fakeServer((call) => {
    if (call.path === "/appUser/info")
      return ok({ id: 3, nickname: "王小明", phone: "13800000000" });
    if (call.path === "/sos/index") return ok({ total: openAlarms, data: [] });
    return ok({ alarm: { id: 1, status: "acknowledged" } });
  });
  const line = connection;
  const shell = (page: React.ReactNode) => (
    <FleetConnectionProvider connection={line}>
      <ModuleHttpProvider client={server.http}>
        <SosListener />
        {page}
      </ModuleHttpProvider>
    </FleetConnectionProvider>
  );
  const router = createMemoryRouter(
    [
      { path: "/goods", element: shell(<p>goods page</p>) },
      { path: "/sos", element: shell(<SosPage />) },
    ],
    { initialEntries: ["/goods"] },
  );
  // Without motion a closed notification leaves the page at once (jsdom runs no transitions).
  renderWithProviders(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <RouterProvider router={router} />
    </ConfigProvider>,
    { store: await storeWith(grants) },
  );
  await screen.findByText("goods page");
  return { sockets, server, router };
}

/** The notifier opens the line once it is there to listen; the server accepts it. */
async function acceptedLine(sockets: ReturnType<typeof fakeSockets>) {
  await waitFor(() => expect(sockets.made).toHaveLength(1));
  const socket = sockets.latest();
  act(() => {
    socket.open();
    socket.receive({ type: "ready", device: false, sos: true });
  });
  return socket;
}

const ALARM = {
  type: "sos",
  alarmId: 1,
  deviceId: 5,
  serial: "SN-00000005",
  appUserId: 3,
  at: "2026-11-26T10:00:00.000Z",
  lat: 31.23,
  lng: 121.47,
};

describe("the SOS notification", () => {
  it("shows a new alarm on any page with the device, the app user and acknowledge", async () => {
    const { sockets, server } = await renderBackOffice([
      "sos:index",
      "sos:acknowledge",
      "appUser:index",
    ]);
    const socket = await acceptedLine(sockets);
    act(() => socket.receive(ALARM));
    expect(await screen.findByText("SOS 求助：SN-00000005")).toBeTruthy();
    expect(screen.getByText("设备 SN-00000005")).toBeTruthy();
    expect(await screen.findByText("APP 用户 王小明 · 13800000000 (#3)")).toBeTruthy();
    expect(screen.getByText("位置 31.23, 121.47")).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: /^确\s?认$/ }));
    expect(await screen.findByText("已确认求助 #1")).toBeTruthy();
    const acknowledge = server.calls.find((call) => call.path === "/sos/acknowledge");
    expect(acknowledge).toMatchObject({ method: "POST", body: { id: 1, notes: "" } });
    await waitFor(() => expect(screen.queryByText("SOS 求助：SN-00000005")).toBeNull());
  });

  it("links to the alarm on the SOS screen", async () => {
    const { sockets, router } = await renderBackOffice(["sos:index"]);
    const socket = await acceptedLine(sockets);
    act(() => socket.receive({ ...ALARM, appUserId: null }));
    expect(await screen.findByText("未绑定 APP 用户")).toBeTruthy();
    // Without the acknowledge grant there is only the link.
    expect(screen.queryByRole("button", { name: /^确\s?认$/ })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "查看求助" }));
    expect(await screen.findByText("alarm page 1")).toBeTruthy();
    expect(router.state.location.search).toBe("?id=1");
  });

  it("goes away when the alarm is acknowledged elsewhere", async () => {
    const { sockets } = await renderBackOffice(["sos:index", "sos:acknowledge"]);
    const socket = await acceptedLine(sockets);
    act(() => socket.receive(ALARM));
    expect(await screen.findByText("APP 用户 #3")).toBeTruthy();
    act(() => socket.receive({ type: "sosChanged", alarmId: 1, status: "acknowledged" }));
    await waitFor(() => expect(screen.queryByText("SOS 求助：SN-00000005")).toBeNull());
  });

  it("sits at the bottom right, clear of the header's language, settings and user menu", async () => {
    const { sockets } = await renderBackOffice(["sos:index"]);
    const socket = await acceptedLine(sockets);
    act(() => socket.receive(ALARM));
    await screen.findByText("SOS 求助：SN-00000005");
    const box = document.querySelector(".ant-notification");
    expect(box?.className).toContain("ant-notification-bottomRight");
    expect(document.querySelector(".ant-notification-topRight")).toBeNull();
  });

  it("after a reload, gives one notice of the alarms still open, leading to the list", async () => {
    const { router } = await renderBackOffice(["sos:index"], 17);
    expect(await screen.findByText("有 17 条未处理的 SOS 求助")).toBeTruthy();
    expect(screen.getAllByTestId("sos-open-summary")).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "查看全部" }));
    expect(await screen.findByText(/alarm page/)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/sos");
  });

  it("says nothing after a reload when no alarm is open", async () => {
    const { sockets, server } = await renderBackOffice(["sos:index"], 0);
    await acceptedLine(sockets);
    await waitFor(() => expect(server.calls.some((c) => c.path === "/sos/index")).toBe(true));
    expect(screen.queryByText(/未处理的 SOS 求助/)).toBeNull();
  });

  it("is not there for operators without the SOS grant", async () => {
    const { sockets } = await renderBackOffice(["device:index"]);
    // Nothing of it loads: no line is opened for it.
    expect(sockets.made).toHaveLength(0);
  });
});
