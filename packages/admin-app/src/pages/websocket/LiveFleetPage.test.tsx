import { act, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ModuleHttpProvider } from "../../components/module";
import { type FakeCall, fakeServer, ok } from "../../components/module/moduleFixtures";
import { createFleetConnection, type FleetConnection } from "../../realtime/connection";
import { fakeSockets } from "../../realtime/fakeSocket";
import { FleetConnectionProvider } from "../../realtime/useFleet";
import { renderWithProviders } from "../../test/renderWithProviders";
import LiveFleetPage from "./index";

let connection: FleetConnection | undefined;
afterEach(() => {
  connection?.stop();
  connection = undefined;
});

const device = (id: number, online: boolean | null, model = "VW-100") => ({
  id,
  serial: `SN-${String(id).padStart(8, "0")}`,
  model,
  agentId: null,
  agentName: null,
  online,
  batteryLevel: 50,
  signal: 60,
  lastSeenAt: online === null ? null : "2026-11-26T10:00:00.000Z",
});

/** The device calls of the live view over a small fleet: 2 online, 1 offline (one VW-200). */
function answer(call: FakeCall) {
  const body = (call.body ?? {}) as Record<string, unknown>;
  const rows = [device(1, true), device(2, false), device(3, true, "VW-200")].filter(
    (row) => !body.model || row.model === body.model,
  );
  if (call.path === "/device/candidates") return ok([{ id: 9, username: "agent-a" }]);
  if (call.path === "/device/list") return ok(rows);
  if (body.online === true) return ok({ total: rows.filter((r) => r.online).length, data: [] });
  if (body.online === false)
    return ok({ total: rows.filter((r) => r.online === false).length, data: [] });
  return ok({ total: rows.length, data: rows });
}

async function renderLiveView() {
  const sockets = fakeSockets();
  connection = createFleetConnection({
    url: "ws://localhost/api/ws",
    getToken: () => "token",
    createSocket: sockets.create,
  });
  const server = fakeServer(answer);
  const line = connection;
  const router = createMemoryRouter(
    [
      {
        path: "/websocket",
        element: (
          <FleetConnectionProvider connection={line}>
            <ModuleHttpProvider client={server.http}>
              <LiveFleetPage />
            </ModuleHttpProvider>
          </FleetConnectionProvider>
        ),
      },
    ],
    { initialEntries: ["/websocket"] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  await screen.findByText("SN-00000003");
  await waitFor(() => expect(sockets.made).toHaveLength(1));
  const socket = sockets.latest();
  act(() => {
    socket.open();
    socket.receive({ type: "ready", device: true, sos: true });
  });
  return { socket, sockets, server };
}

describe("the live fleet view", () => {
  it("shows the counts, watches the listed devices and streams their events", async () => {
    const { socket } = await renderLiveView();
    expect(await screen.findByText("实时连接正常")).toBeTruthy();
    await waitFor(() =>
      expect(socket.sent).toContainEqual({ type: "watch", deviceIds: [1, 2, 3] }),
    );
    const online = screen.getByTestId("live-online");
    await waitFor(() => expect(within(online).getByText("2")).toBeTruthy());

    act(() =>
      socket.receive({
        type: "heartbeat",
        deviceId: 2,
        serial: "SN-00000002",
        at: "2026-11-26T10:05:00.000Z",
        battery: 17,
        signal: 80,
      }),
    );
    expect(await screen.findByText("电量 17 · 信号 80")).toBeTruthy();
    // The listed device shows the heartbeat's battery and is online again.
    const row = screen.getByRole("link", { name: "SN-00000002" }).closest("tr")!;
    expect(within(row).getByText("17")).toBeTruthy();
    expect(within(row).getByText("在线")).toBeTruthy();
  });

  it("keeps the latest 50 of a burst of 200 events, newest first", async () => {
    const { socket } = await renderLiveView();
    const base = Date.parse("2026-11-26T11:00:00.000Z");
    act(() => {
      for (let i = 1; i <= 200; i += 1)
        socket.receive({
          type: i % 2 ? "online" : "offline",
          deviceId: 1000 + i,
          serial: `BURST-${String(i).padStart(3, "0")}`,
          at: new Date(base + i * 1_000).toISOString(),
        });
    });
    const stream = await screen.findByTestId("live-events");
    const items = within(stream).getAllByTestId("live-event");
    expect(items).toHaveLength(50);
    expect(items[0]!.textContent).toContain("BURST-200");
    expect(items[49]!.textContent).toContain("BURST-151");
    expect(within(stream).queryByText("BURST-150")).toBeNull();
  });

  it("streams only the filtered model's events", async () => {
    const { socket } = await renderLiveView();
    const model = screen.getByRole("searchbox", { name: "型号" });
    const { default: userEvent } = await import("@testing-library/user-event");
    await userEvent.type(model, "VW-200{Enter}");
    await waitFor(() => expect(screen.queryByText("SN-00000001")).toBeNull());
    act(() => {
      socket.receive({
        type: "offline",
        deviceId: 1,
        serial: "SN-00000001",
        at: "2026-11-26T10:06:00.000Z",
      });
      socket.receive({
        type: "offline",
        deviceId: 3,
        serial: "SN-00000003",
        at: "2026-11-26T10:06:01.000Z",
      });
    });
    const stream = await screen.findByTestId("live-events");
    expect(within(stream).getByText("SN-00000003")).toBeTruthy();
    expect(within(stream).queryByText("SN-00000001")).toBeNull();
  });

  it("reads everything again after the line comes back", async () => {
    const { socket, sockets, server } = await renderLiveView();
    await waitFor(() => expect(socket.sent.length).toBeGreaterThan(1));
    const before = server.calls.filter((c) => c.path === "/device/index").length;
    act(() => socket.drop());
    // The reconnect waits 0.5-1 s; the new line is accepted.
    await waitFor(() => expect(sockets.made).toHaveLength(2));
    act(() => {
      sockets.latest().open();
      sockets.latest().receive({ type: "ready", device: true, sos: true });
    });
    await waitFor(() =>
      expect(server.calls.filter((c) => c.path === "/device/index").length).toBeGreaterThan(before),
    );
  });
});
