import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/renderWithProviders";
import { ModuleHttpProvider } from "./ModuleHttpContext";
import { ModuleListPage } from "./ModuleListPage";
import {
  column,
  type FakeCall,
  fakeServer,
  ok,
  organizeMeta,
  organizeRows,
} from "./moduleFixtures";

function organizeServer(rows = organizeRows(45), extra?: (call: FakeCall) => unknown) {
  return fakeServer((call) => {
    const special = extra?.(call);
    if (special !== undefined) return special;
    if (call.path === "/organize/meta") return ok(organizeMeta);
    if (call.path === "/organize/index") {
      const { page, limit } = call.body as { page: number; limit: number };
      return ok({ total: rows.length, data: rows.slice((page - 1) * limit, page * limit) });
    }
    return ok(null);
  });
}

function renderPage(server: ReturnType<typeof fakeServer>) {
  return renderWithProviders(
    <ModuleHttpProvider client={server.http}>
      <ModuleListPage module="organize" />
    </ModuleHttpProvider>,
  );
}

describe("ModuleListPage", () => {
  it("shows the first page of 10 with the total, and asks for the next page and other sizes", async () => {
    const server = organizeServer();
    renderPage(server);
    expect(await screen.findByText("组织1")).toBeTruthy();
    expect(screen.queryByText("组织11")).toBeNull();
    expect(screen.getByText("共 45 条")).toBeTruthy();

    await userEvent.click(screen.getByTitle("2"));
    expect(await screen.findByText("组织11")).toBeTruthy();
    const last = server.calls.filter((c) => c.path === "/organize/index").at(-1);
    expect(last?.body).toMatchObject({ page: 2, limit: 10 });
  });

  it("sends the sort of a clicked column as order_field and order_type", async () => {
    const server = organizeServer();
    renderPage(server);
    await screen.findByText("组织1");
    await userEvent.click(screen.getByRole("columnheader", { name: /名称/ }));
    await waitFor(() => {
      const last = server.calls.filter((c) => c.path === "/organize/index").at(-1);
      expect(last?.body).toMatchObject({ order_field: "name", order_type: "asc" });
    });
  });

  it("sends the typed filter and goes back to page 1", async () => {
    const server = organizeServer();
    renderPage(server);
    await screen.findByText("组织1");
    await userEvent.type(screen.getByLabelText("名称", { selector: "input" }), " 组织4 ");
    await userEvent.click(screen.getByRole("button", { name: "查询" }));
    await waitFor(() => {
      const last = server.calls.filter((c) => c.path === "/organize/index").at(-1);
      expect(last?.body).toMatchObject({ page: 1, name: "组织4" });
    });
  });

  it("says 暂无数据 when there are no rows", async () => {
    renderPage(organizeServer([]));
    expect(await screen.findByText("暂无数据")).toBeTruthy();
  });

  it("warns 请先选择要导出的数据 when exporting the selection with nothing selected, and calls nothing", async () => {
    const server = organizeServer();
    renderPage(server);
    await screen.findByText("组织1");
    await userEvent.click(screen.getByRole("button", { name: "导出选中" }));
    expect(await screen.findByText("请先选择要导出的数据")).toBeTruthy();
    expect(server.calls.some((c) => c.search.get("is_down") === "1")).toBe(false);
  });

  it("exports the selected rows by id", async () => {
    const server = organizeServer(organizeRows(3), (call) =>
      call.search.get("is_down") === "1"
        ? new Response("id,name", {
            headers: {
              "content-type": "text/csv",
              "content-disposition": "attachment; filename*=UTF-8''organize.csv",
            },
          })
        : undefined,
    );
    renderPage(server);
    const row = (await screen.findByText("组织2")).closest("tr") as HTMLElement;
    await userEvent.click(within(row).getByRole("checkbox"));
    await userEvent.click(screen.getByRole("button", { name: "导出选中" }));
    await waitFor(() => {
      const download = server.calls.find((c) => c.search.get("is_down") === "1");
      expect(download?.search.get("ids")).toBe("2");
    });
  });

  it("deletes a row only after 确定删除吗？ is confirmed", async () => {
    const server = organizeServer(organizeRows(3));
    renderPage(server);
    const row = (await screen.findByText("组织3")).closest("tr") as HTMLElement;
    await userEvent.click(within(row).getByRole("button", { name: "删除" }));
    expect(await screen.findByText("确定删除吗？")).toBeTruthy();
    expect(server.calls.some((c) => c.path === "/organize/del")).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "确定" }));
    await waitFor(() => {
      const del = server.calls.find((c) => c.path === "/organize/del");
      expect(del?.search.get("id")).toBe("3");
    });
  });
});

/** A file answer for export calls. */
const csvFile = () =>
  new Response("id,name", {
    headers: {
      "content-type": "text/csv",
      "content-disposition": "attachment; filename*=UTF-8''organize.csv",
    },
  });

/** A server whose rows really go on delete, so the next page reflects it. */
function deletingServer(count: number) {
  let rows = organizeRows(count);
  return organizeServer(undefined, (call) => {
    if (call.path === "/organize/del") {
      const ids = (call.search.get("id") ?? "").split(",").map(Number);
      rows = rows.filter((r) => !ids.includes(r.id));
      return ok({ ids });
    }
    if (call.path === "/organize/index") {
      const { page, limit } = call.body as { page: number; limit: number };
      return ok({ total: rows.length, data: rows.slice((page - 1) * limit, page * limit) });
    }
    return undefined;
  });
}

describe("ModuleListPage selection, export all and deletes", () => {
  it("deletes the selected rows after 确定删除吗？, in one call with their ids", async () => {
    const server = organizeServer(organizeRows(3));
    renderPage(server);
    for (const name of ["组织1", "组织3"]) {
      const row = (await screen.findByText(name)).closest("tr") as HTMLElement;
      await userEvent.click(within(row).getByRole("checkbox"));
    }
    await userEvent.click(screen.getByRole("button", { name: "批量删除" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("确定删除吗？")).toBeTruthy();
    expect(server.calls.some((c) => c.path === "/organize/del")).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => {
      const dels = server.calls.filter((c) => c.path === "/organize/del");
      expect(dels.map((c) => c.search.get("id"))).toEqual(["1,3"]);
    });
  });

  it("exports all rows matching the filters, in the column sort and the operator's zone", async () => {
    const server = organizeServer(organizeRows(3), (call) =>
      call.search.get("is_down") === "1" ? csvFile() : undefined,
    );
    renderPage(server);
    await screen.findByText("组织1");
    await userEvent.type(screen.getByLabelText("名称", { selector: "input" }), "组织");
    await userEvent.click(screen.getByRole("button", { name: "查询" }));
    await userEvent.click(screen.getByRole("columnheader", { name: /名称/ }));
    await userEvent.click(screen.getByRole("columnheader", { name: /名称/ }));
    await waitFor(() => {
      const last = server.calls.filter((c) => c.path === "/organize/index").at(-1);
      expect(last?.body).toMatchObject({ order_field: "name", order_type: "desc" });
    });
    await userEvent.click(screen.getByRole("button", { name: "导出全部" }));
    await waitFor(() => {
      const download = server.calls.find((c) => c.search.get("is_down") === "1");
      expect(Object.fromEntries(download?.search ?? [])).toEqual({
        is_down: "1",
        format: "xlsx",
        name: "组织",
        order_field: "name",
        order_type: "desc",
        tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
      });
    });
  });

  it("after deleting the last row of the last page, shows the page before it", async () => {
    const server = deletingServer(11);
    renderPage(server);
    await screen.findByText("组织1");
    await userEvent.click(screen.getByTitle("2"));
    const row = (await screen.findByText("组织11")).closest("tr") as HTMLElement;
    await userEvent.click(within(row).getByRole("button", { name: "删除" }));
    await userEvent.click(await screen.findByRole("button", { name: "确定" }));
    expect(await screen.findByText("组织10")).toBeTruthy();
    expect(screen.queryByText("暂无数据")).toBeNull();
    expect(screen.getByText("共 10 条")).toBeTruthy();
    const last = server.calls.filter((c) => c.path === "/organize/index").at(-1);
    expect(last?.body).toMatchObject({ page: 1, limit: 10 });
  });
});

describe("ModuleListPage when the description cannot be loaded", () => {
  it("offers to try again, and shows the list once the server answers", async () => {
    let failures = 1;
    const server = fakeServer((call) => {
      if (call.path === "/organize/meta") {
        if (failures-- > 0) return { code: 1, msg: "服务繁忙", data: null };
        return ok(organizeMeta);
      }
      return ok({ total: 1, data: organizeRows(1) });
    });
    renderPage(server);
    await userEvent.click(await screen.findByRole("button", { name: "重试" }));
    expect(await screen.findByText("组织1")).toBeTruthy();
    expect(server.errors).toEqual(["服务繁忙"]);
  });
});

describe("ModuleListPage with a dictionary column", () => {
  it("shows a dictionary column's cells and filter choices with the labels the dictionary gives now", async () => {
    // A column tied to a dictionary an operator has edited: 总部 was renamed 集团总部.
    const kind = column("kind", "类型", {
      type: "integer",
      filter: "exact",
      dictionary: "org_kind",
      options: [
        { value: 1, label: "总部" },
        { value: 2, label: "门店" },
      ],
    });
    const meta = { ...organizeMeta, columns: [...organizeMeta.columns, kind] };
    const rows = organizeRows(3).map((row, i) => ({ ...row, kind: i === 0 ? 1 : 2 }));
    const server = organizeServer(rows, (call) => {
      if (call.path === "/organize/meta") return ok(meta);
      if (call.path === "/dic/options")
        return ok([
          { label: "集团总部", value: "1" },
          { label: "门店", value: "2" },
        ]);
      return undefined;
    });
    renderPage(server);
    expect(await screen.findByText("集团总部")).toBeTruthy();
    expect(screen.queryByText("总部")).toBeNull();
    expect(server.calls.filter((c) => c.path === "/dic/options")).toHaveLength(1);

    await userEvent.click(screen.getByLabelText("类型"));
    await waitFor(() =>
      expect(document.querySelector('.ant-select-dropdown [title="集团总部"]')).not.toBeNull(),
    );
  });
});
