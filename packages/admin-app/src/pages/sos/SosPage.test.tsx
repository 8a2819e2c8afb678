import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ModuleHttpProvider } from "../../components/module";
import { column, fakeServer, ok } from "../../components/module/moduleFixtures";
import type { ModuleMeta, ModuleRow } from "../../components/module/moduleTypes";
import { renderWithProviders } from "../../test/renderWithProviders";
import SosPage from "./index";

const sosMeta: ModuleMeta = {
  module: "sos",
  permission: "sos",
  title: "SOS 求助",
  actions: ["index", "export"],
  tree: null,
  pageSizes: [10, 20, 30, 50, 100, 200],
  defaultOrder: { field: "raisedAt", type: "desc" },
  columns: [
    column("id", "编号", { type: "integer" }),
    column("status", "状态", { filter: "oneOf" }),
    column("serial", "设备序列号", { filter: "contains" }),
    column("appUserName", "用户"),
    column("location", "位置"),
    column("raisedAt", "求助时间", { type: "datetime" }),
    column("handlerName", "处理人"),
    column("notes", "备注"),
  ],
};

const alarm = (id: number, status: string): ModuleRow => ({
  id,
  deviceId: 10 + id,
  serial: `SN-SOS-000${id}`,
  appUserId: 5,
  appUserName: "小王 · 13800000001",
  status,
  lat: 31.2304,
  lng: 121.4737,
  raisedAt: "2026-11-26T08:00:00Z",
  handlerId: status === "new" ? null : 7,
  handlerName: status === "new" ? null : "service",
  notes: status === "new" ? "" : "正在联系",
});

function sosServer() {
  const alarms = [alarm(1, "new"), alarm(2, "acknowledged"), alarm(3, "resolved")];
  return fakeServer((call) => {
    if (call.path === "/sos/meta") return ok(sosMeta);
    if (call.path === "/sos/index") return ok({ total: alarms.length, data: alarms });
    if (call.path === "/sos/info") {
      const found = alarms.find((a) => a.id === Number(call.search.get("id")));
      return found ? ok(found) : { code: 1, msg: "记录不存在", data: null };
    }
    if (call.path === "/sos/resolve") {
      const { id, notes } = call.body as { id: number; notes: string };
      const changed = { ...alarm(id, "resolved"), notes, handlerName: "admin" };
      return ok({ alarm: changed });
    }
    return ok(null);
  });
}

function renderSos(server: ReturnType<typeof sosServer>, path = "/sos") {
  const router = createMemoryRouter([{ path: "/sos", element: <SosPage /> }], {
    initialEntries: [path],
  });
  renderWithProviders(
    <ModuleHttpProvider client={server.http}>
      <RouterProvider router={router} />
    </ModuleHttpProvider>,
  );
  return router;
}

const rowOf = (serial: string) =>
  screen.getByText(serial, { selector: ".ant-table-row a" }).closest("tr") as HTMLElement;

describe("SOS alarms", () => {
  it("offers the next step each alarm can take: acknowledge when new, resolve once acknowledged", async () => {
    renderSos(sosServer());
    await screen.findByText("SN-SOS-0001");
    expect(within(rowOf("SN-SOS-0001")).getByRole("button", { name: "确认" })).toBeTruthy();
    expect(within(rowOf("SN-SOS-0002")).getByRole("button", { name: "解决" })).toBeTruthy();
    const resolved = rowOf("SN-SOS-0003");
    expect(within(resolved).queryByRole("button", { name: "确认" })).toBeNull();
    expect(within(resolved).queryByRole("button", { name: "解决" })).toBeNull();
    // The location is shown as coordinates linked to a map.
    const link = within(rowOf("SN-SOS-0001")).getByRole("link", { name: "31.230400, 121.473700" });
    expect(link.getAttribute("href")).toContain("mlat=31.2304");
    // People by name, the coordinates under 位置 (not 纬度).
    expect(within(rowOf("SN-SOS-0002")).getByText("小王 · 13800000001")).toBeTruthy();
    expect(within(rowOf("SN-SOS-0002")).getByText("service")).toBeTruthy();
    const headers = screen.getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers).toContain("位置");
    expect(headers).not.toContain("纬度");
    expect(headers).not.toContain("用户编号");
    expect(headers).not.toContain("处理人编号");
  });

  it("opens the alarm of ?id= and resolves it only with notes", async () => {
    const server = sosServer();
    renderSos(server, "/sos?id=2");
    const drawer = (await screen.findByText("求助 #2", { selector: ".ant-drawer-title" })).closest(
      ".ant-drawer",
    ) as HTMLElement;
    expect(await within(drawer).findByText("SN-SOS-0002")).toBeTruthy();
    expect(within(drawer).getByText("小王 · 13800000001")).toBeTruthy();
    await screen.findByText("SN-SOS-0002", { selector: ".ant-table-row a" });
    expect(rowOf("SN-SOS-0002").className).toContain("ant-table-row-selected");

    await userEvent.click(within(drawer).getByRole("button", { name: "解决" }));
    const dialog = (
      await screen.findByText("解决求助 #2", { selector: ".ant-modal-title" })
    ).closest(".ant-modal") as HTMLElement;
    await userEvent.click(within(dialog).getByRole("button", { name: "解决" }));
    expect(await within(dialog).findByText("请输入处理备注")).toBeTruthy();
    expect(server.calls.some((c) => c.path === "/sos/resolve")).toBe(false);

    // The acknowledge note is shown to read, not put in the field to be sent again.
    expect(within(dialog).getByTestId("sos-stored-notes").textContent).toBe("正在联系");
    expect((within(dialog).getByLabelText("处理备注") as HTMLTextAreaElement).value).toBe("");
    await userEvent.type(within(dialog).getByLabelText("处理备注"), "已电话联系，用户安全");
    await userEvent.click(within(dialog).getByRole("button", { name: "解决" }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.path === "/sos/resolve")?.body).toEqual({
        id: 2,
        notes: "已电话联系，用户安全",
      }),
    );
    expect(await screen.findByText("已解决求助 #2")).toBeTruthy();
  });
});
