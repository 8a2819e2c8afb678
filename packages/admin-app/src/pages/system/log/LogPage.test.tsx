import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ModuleHttpProvider } from "../../../components/module";
import { column, fakeServer, ok } from "../../../components/module/moduleFixtures";
import type { ModuleMeta } from "../../../components/module/moduleTypes";
import { renderWithProviders } from "../../../test/renderWithProviders";
import LogPage from "./index";

const readOnly = { form: false } as const;

/** The operation log as the server describes it to a zh-cn operator. */
const logMeta: ModuleMeta = {
  module: "log",
  permission: "log",
  title: "操作日志",
  actions: ["index", "export"],
  tree: null,
  pageSizes: [10, 20, 30, 50, 100, 200],
  defaultOrder: { field: "createdAt", type: "desc" },
  columns: [
    column("id", "编号", { ...readOnly, type: "integer", filter: "exact" }),
    column("username", "用户", { ...readOnly, filter: "contains" }),
    column("userId", "用户编号", { ...readOnly, type: "integer", filter: "exact" }),
    column("module", "模块", {
      ...readOnly,
      filter: "exact",
      options: [
        { value: "user", label: "用户管理" },
        { value: "page", label: "页面装修" },
      ],
    }),
    column("action", "操作", {
      ...readOnly,
      filter: "oneOf",
      options: [
        { value: "edit", label: "修改" },
        { value: "publish", label: "发布" },
      ],
    }),
    column("ids", "记录编号", readOnly),
    column("ip", "IP 地址", { ...readOnly, filter: "contains" }),
    column("summary", "变更内容", readOnly),
    column("createdAt", "时间", { ...readOnly, type: "datetime", filter: "range" }),
  ],
};

function renderLogs() {
  const server = fakeServer((call) => {
    if (call.path === "/log/meta") return ok(logMeta);
    if (call.path === "/log/index")
      return ok({
        total: 1,
        data: [
          {
            id: 7,
            username: "admin",
            userId: 1,
            module: "page",
            action: "publish",
            ids: "3",
            ip: "10.0.0.8",
            summary: "version 2",
            createdAt: "2026-01-02T03:04:05.000Z",
          },
        ],
      });
    return ok(null);
  });
  renderWithProviders(
    <ModuleHttpProvider client={server.http}>
      <LogPage />
    </ModuleHttpProvider>,
  );
  return server;
}

describe("LogPage", () => {
  it("names each row's module and action in the operator's language", async () => {
    renderLogs();
    const row = (await screen.findByText("10.0.0.8")).closest("tr") as HTMLElement;
    expect(within(row).getByText("页面装修")).toBeTruthy();
    expect(within(row).getByText("发布")).toBeTruthy();
    expect(within(row).queryByText("page")).toBeNull();
    for (const header of ["用户", "模块", "操作", "记录编号", "变更内容", "IP 地址", "时间"])
      expect(screen.getByRole("columnheader", { name: header })).toBeTruthy();
  });

  it("filters by user, module and action chosen from lists, address and time", async () => {
    const server = renderLogs();
    await screen.findByText("10.0.0.8");
    expect(screen.queryByLabelText("用户编号")).toBeNull();
    expect(screen.getByRole("combobox", { name: "操作" })).toBeTruthy();
    await userEvent.click(screen.getByRole("combobox", { name: "模块" }));
    await userEvent.click(await screen.findByTitle("页面装修"));
    await userEvent.click(screen.getByRole("button", { name: "查询" }));
    await waitFor(() =>
      expect(server.calls.filter((c) => c.path === "/log/index").at(-1)?.body).toMatchObject({
        module: "page",
      }),
    );
  });
});
