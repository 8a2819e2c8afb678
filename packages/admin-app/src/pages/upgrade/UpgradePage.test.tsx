import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ModuleHttpProvider } from "../../components/module";
import { column, fakeServer, ok } from "../../components/module/moduleFixtures";
import type { ModuleMeta, ModuleRow } from "../../components/module/moduleTypes";
import { renderWithProviders } from "../../test/renderWithProviders";
import UpgradePage from "./index";

const firmwareMeta: ModuleMeta = {
  module: "firmware",
  permission: "firmware",
  title: "升级包",
  actions: ["index", "add", "edit", "del", "export"],
  tree: null,
  pageSizes: [10, 20, 30, 50, 100, 200],
  defaultOrder: { field: "id", type: "desc" },
  columns: [
    column("model", "型号", { required: true, filter: "exact" }),
    column("version", "版本号", { required: true, filter: "contains" }),
    column("uploadId", "升级文件", { type: "integer", list: false }),
    column("status", "状态", { form: false, filter: "oneOf" }),
    column("fileName", "文件名", { form: false }),
    column("size", "文件大小（字节）", { type: "integer", form: false }),
    column("md5", "MD5", { form: false }),
    column("notes", "更新说明"),
    column("forced", "强制升级", { type: "boolean" }),
    column("rolloutPercent", "灰度比例", { type: "integer" }),
    column("successCount", "成功", { type: "integer", form: false }),
  ],
};

const pack = (id: number, status: string): ModuleRow => ({
  id,
  model: "W1",
  version: `1.${id}.0`,
  uploadId: 40 + id,
  status,
  fileName: `w1-1.${id}.0.bin`,
  size: 1_572_864,
  md5: "9e107d9d372bb6826bd81d3542a419d6",
  notes: "修复心跳",
  forced: id === 2,
  rolloutPercent: 30,
  successCount: 3,
});

function firmwareServer() {
  const rows = [pack(1, "draft"), pack(2, "released")];
  return fakeServer((call) => {
    if (call.path === "/firmware/meta") return ok(firmwareMeta);
    if (call.path === "/firmware/index") return ok({ total: rows.length, data: rows });
    if (call.path === "/firmware/models") return ok(["W1", "W2"]);
    if (call.path === "/firmware/results") {
      return ok({
        success: 1,
        failed: 1,
        rows: [
          {
            id: 1,
            deviceId: 9,
            serial: "SN-FW-0001",
            fromVersion: "1.0.0",
            toVersion: "1.2.0",
            success: false,
            message: "校验失败",
            reportedAt: "2026-11-26T09:00:00Z",
          },
        ],
      });
    }
    return ok(null);
  });
}

function renderUpgrade(server: ReturnType<typeof firmwareServer>) {
  const router = createMemoryRouter([{ path: "/upgrade", element: <UpgradePage /> }], {
    initialEntries: ["/upgrade"],
  });
  renderWithProviders(
    <ModuleHttpProvider client={server.http}>
      <RouterProvider router={router} />
    </ModuleHttpProvider>,
  );
}

const rowOf = (version: string) =>
  screen.getByText(version, { selector: ".ant-table-row td" }).closest("tr") as HTMLElement;

describe("upgrade packages", () => {
  it("shows each package's size, MD5, rollout and status, and offers release or withdraw by status", async () => {
    renderUpgrade(firmwareServer());
    await screen.findByText("1.1.0", { selector: ".ant-table-row td" });
    const draft = rowOf("1.1.0");
    expect(within(draft).getByText("1.5 MB")).toBeTruthy();
    expect(within(draft).getByText("9e107d9d372bb6826bd81d3542a419d6")).toBeTruthy();
    expect(within(draft).getByText("30%")).toBeTruthy();
    expect(within(draft).getByText("草稿")).toBeTruthy();
    expect(within(draft).getByRole("button", { name: "发布" })).toBeTruthy();
    expect(within(draft).getByRole("button", { name: "删除" })).toBeTruthy();
    const released = rowOf("1.2.0");
    expect(within(released).getByText("强制升级")).toBeTruthy();
    expect(within(released).getByRole("button", { name: "撤回" })).toBeTruthy();
    expect(within(released).queryByRole("button", { name: "删除" })).toBeNull();
    // The column says what the cell shows: 文件大小 over "1.5 MB", not 文件大小（字节）.
    expect(screen.getByRole("columnheader", { name: "文件大小" })).toBeTruthy();
    expect(screen.queryByText("文件大小（字节）")).toBeNull();
    expect(within(draft).getByText("1.5 MB").getAttribute("title")).toBe("1,572,864 字节");
  });

  it("shows a released package's model, version and file read-only, with why; a draft's model is chosen from the known models", async () => {
    const server = firmwareServer();
    renderUpgrade(server);
    await screen.findByText("1.2.0", { selector: ".ant-table-row td" });
    await userEvent.click(within(rowOf("1.2.0")).getByRole("button", { name: "修改" }));
    const dialog = await screen.findByRole("dialog");
    const model = within(dialog).getByLabelText("型号", { selector: "input" }) as HTMLInputElement;
    expect(model.value).toBe("W1");
    expect(model.disabled).toBe(true);
    const version = within(dialog).getByLabelText("版本号", {
      selector: "input",
    }) as HTMLInputElement;
    expect(version.disabled).toBe(true);
    expect(within(dialog).getAllByText(/已发布的升级包不能修改型号、版本和文件/)).toHaveLength(2);
    expect(within(dialog).queryByLabelText("固件文件")).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: /取\s*消/ }));

    await userEvent.click(screen.getByRole("button", { name: "新增" }));
    const adding = await screen.findByRole("dialog");
    const select = within(adding).getByRole("combobox", { name: "型号" });
    await userEvent.click(select);
    const option = await screen.findByTitle("W2");
    await userEvent.click(option);
    expect(server.calls.some((c) => c.path === "/firmware/models")).toBe(true);
    expect(within(adding).getByTitle("W2")).toBeTruthy();
  });

  it("releases a draft by saving it with the new status, its other values unchanged", async () => {
    const server = firmwareServer();
    renderUpgrade(server);
    await screen.findByText("1.1.0", { selector: ".ant-table-row td" });
    await userEvent.click(within(rowOf("1.1.0")).getByRole("button", { name: "发布" }));
    const confirm = (await screen.findByText(/确定发布 W1 的 1\.1\.0 吗/)).closest(
      ".ant-modal",
    ) as HTMLElement;
    await userEvent.click(within(confirm).getByRole("button", { name: "确定" }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.path === "/firmware/add")?.body).toEqual({
        id: 1,
        model: "W1",
        version: "1.1.0",
        uploadId: 41,
        notes: "修复心跳",
        forced: false,
        rolloutPercent: 30,
        status: "released",
      }),
    );
  });

  it("lists what the devices reported for a package", async () => {
    renderUpgrade(firmwareServer());
    await screen.findByText("1.2.0", { selector: ".ant-table-row td" });
    await userEvent.click(within(rowOf("1.2.0")).getByRole("button", { name: "升级结果" }));
    expect(await screen.findByText("成功 1")).toBeTruthy();
    expect(screen.getByText("失败 1")).toBeTruthy();
    expect(await screen.findByText("校验失败")).toBeTruthy();
    expect(screen.getByRole("link", { name: "SN-FW-0001" }).getAttribute("href")).toBe(
      "/device/info?id=9",
    );
  });
});
