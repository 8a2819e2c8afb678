import { column, type FakeCall, fakeServer, ok } from "../../../components/module/moduleFixtures";
import type { ModuleMeta, ModuleRow } from "../../../components/module/moduleTypes";

/** The device module as the server describes it (devices/declaration.ts), for unit tests. */
export const deviceMeta: ModuleMeta = {
  module: "device",
  permission: "device",
  title: "设备",
  actions: ["index", "add", "edit", "export"],
  tree: null,
  pageSizes: [10, 20, 30, 50, 100, 200],
  defaultOrder: { field: "id", type: "desc" },
  columns: [
    column("id", "编号", { type: "integer", form: false }),
    column("serial", "序列号", { required: true, filter: "contains", sortable: true }),
    column("imei", "IMEI", { filter: "contains" }),
    column("model", "型号", { required: true, filter: "exact" }),
    column("firmwareVersion", "固件版本", { filter: "exact" }),
    column("batch", "生产批次", { filter: "contains" }),
    column("state", "状态", {
      form: false,
      filter: "oneOf",
      options: [
        { value: "made", label: "生产" },
        { value: "sold", label: "已售" },
        { value: "deleted", label: "删除" },
      ],
    }),
    column("agentId", "代理商", { type: "integer", form: false, filter: "exact" }),
    column("online", "在线", { type: "boolean", form: false, filter: "exact" }),
    column("lastSeenAt", "最后心跳", { type: "datetime", form: false }),
    column("deletedAt", "删除时间", { type: "datetime", form: false }),
  ],
};

export function deviceRows(count: number, extra: Partial<ModuleRow> = {}): ModuleRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    serial: `SN-TEST-${String(i + 1).padStart(4, "0")}`,
    imei: "",
    model: "W1",
    firmwareVersion: "1.0.0",
    batch: "B1",
    state: "made",
    agentId: null,
    agentName: null,
    online: null,
    lastSeenAt: null,
    ...extra,
  }));
}

/**
 * The app's real client over a fake device server: meta, index (rows by tab), candidates; other
 * calls answer `ok(null)` unless `extra` answers them. Every call is recorded.
 */
export function deviceServer(
  rowsFor: (body: Record<string, unknown>) => ModuleRow[] = () => deviceRows(3),
  extra?: (call: FakeCall) => unknown,
) {
  return fakeServer((call) => {
    const special = extra?.(call);
    if (special !== undefined) return special;
    if (call.path === "/device/meta") return ok(deviceMeta);
    if (call.path === "/device/candidates") {
      const { role } = call.body as { role: string };
      return ok(
        role === "agent"
          ? [{ id: 7, username: "agent-li" }]
          : [{ id: 8, username: "aftersale-wang" }],
      );
    }
    if (call.path === "/device/index") {
      const body = (call.body ?? {}) as Record<string, unknown>;
      const rows = rowsFor(body);
      return ok({ total: rows.length, data: rows });
    }
    return ok(null);
  });
}

export const lastCall = (server: { calls: FakeCall[] }, path: string) =>
  server.calls.filter((c) => c.path === path).at(-1);
