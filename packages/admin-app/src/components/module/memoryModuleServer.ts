import { fakeServer, ok } from "./moduleFixtures";
import type { ModuleMeta, ModuleRow } from "./moduleTypes";

/**
 * A module held in memory behind the app's real client, for stories: paging, sort, `contains`
 * and `exact` filters, add, edit, delete and a CSV export behave as the server's do.
 */
export function memoryModuleServer(meta: ModuleMeta, initial: ModuleRow[]) {
  let rows = [...initial];
  let nextId = Math.max(0, ...rows.map((r) => r.id)) + 1;

  const matching = (query: Record<string, unknown>) =>
    rows.filter((row) =>
      meta.columns.every((c) => {
        const wanted = query[c.key];
        if (wanted === undefined || wanted === "" || !c.filter) return true;
        if (c.filter === "contains") return String(row[c.key] ?? "").includes(String(wanted));
        return String(row[c.key]) === String(wanted);
      }),
    );

  return fakeServer((call) => {
    const action = call.path.split("/").pop();
    const body = (call.body ?? {}) as Record<string, unknown>;
    switch (action) {
      case "meta":
        return ok(meta);
      case "index": {
        if (call.search.get("is_down") === "1") {
          const ids = call.search.get("ids")?.split(",").map(Number);
          const chosen = ids ? rows.filter((r) => ids.includes(r.id)) : rows;
          const header = meta.columns.filter((c) => c.export).map((c) => c.key);
          const csv = [header, ...chosen.map((r) => header.map((k) => String(r[k] ?? "")))]
            .map((line) => line.join(","))
            .join("\n");
          return new Response(csv, {
            headers: {
              "content-type": "text/csv",
              "content-disposition": `attachment; filename*=UTF-8''${meta.module}.csv`,
            },
          });
        }
        const page = Number(body.page ?? 1);
        const limit = Number(body.limit ?? 10);
        const found = matching(body);
        const field = body.order_field as string | undefined;
        if (field) {
          const sign = body.order_type === "desc" ? -1 : 1;
          found.sort((a, b) => (String(a[field]) > String(b[field]) ? sign : -sign));
        }
        return ok({ total: found.length, data: found.slice((page - 1) * limit, page * limit) });
      }
      case "add": {
        if (body.name === "重复") {
          return {
            code: 1,
            msg: "名称已存在",
            data: { errors: [{ field: "name", message: "名称已存在" }] },
          };
        }
        if (typeof body.id === "number") {
          rows = rows.map((r) => (r.id === body.id ? { ...r, ...body, id: r.id } : r));
        } else {
          rows = [{ ...body, id: nextId++ }, ...rows];
        }
        return ok(null);
      }
      case "del": {
        const ids = (call.search.get("id") ?? "").split(",").map(Number);
        rows = rows.filter((r) => !ids.includes(r.id));
        return ok(null);
      }
      case "status":
        rows = rows.map((r) => (r.id === body.id ? { ...r, status: body.status } : r));
        return ok(null);
      default:
        return ok(null);
    }
  });
}
