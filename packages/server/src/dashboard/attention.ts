import type { DashboardAttention } from "@vitrine/contract";
import type { Database } from "../db/database.js";
import type { FigureArea } from "./grants.js";
import { num } from "./sql-values.js";
import { statusCounts } from "./summary.js";
import { tableExists } from "./tables.js";

/** How many rows of each kind the "needs you" list shows; the totals say how many there are. */
export const ATTENTION_ROWS = 5;

const iso = (value: Date | string) => new Date(value).toISOString();

export async function dashboardAttention(input: {
  database: Database;
  areas: ReadonlySet<FigureArea>;
  lowStockThreshold: () => Promise<number>;
}): Promise<DashboardAttention> {
  const { database, areas } = input;
  const answer: DashboardAttention = {};
  const statuses =
    areas.has("sos") || areas.has("feedback") ? await statusCounts(database) : undefined;
  const tasks: Array<Promise<void>> = [];
  if (areas.has("sos")) {
    tasks.push(
      database
        .query<{ id: number; device_id: number; serial: string; raised_at: Date | string }>(
          `SELECT id, device_id, serial, raised_at FROM sos_alarms
            WHERE status = 'new' ORDER BY raised_at DESC, id DESC LIMIT ${ATTENTION_ROWS}`,
        )
        .then((rows) => {
          answer.sos = {
            total: statuses?.get("sos")?.get("new") ?? 0,
            items: rows.map((r) => ({
              id: num(r.id),
              deviceId: num(r.device_id),
              serial: r.serial,
              raisedAt: iso(r.raised_at),
            })),
          };
        }),
    );
  }
  if (areas.has("feedback")) {
    tasks.push(
      database
        .query<{ id: number; excerpt: string; status: string; created_at: Date | string }>(
          `SELECT id, left(content, 80) AS excerpt, status, created_at FROM feedback
            WHERE status <> 'resolved' ORDER BY created_at, id LIMIT ${ATTENTION_ROWS}`,
        )
        .then((rows) => {
          const byStatus = statuses?.get("feedback") ?? new Map<string, number>();
          let open = 0;
          for (const [status, count] of byStatus) if (status !== "resolved") open += count;
          answer.feedback = {
            total: open,
            items: rows.map((r) => ({
              id: num(r.id),
              excerpt: r.excerpt,
              status: r.status,
              createdAt: iso(r.created_at),
            })),
          };
        }),
    );
  }
  if (areas.has("goods") && (await tableExists(database, "goods"))) {
    tasks.push(
      (async () => {
        const threshold = await input.lowStockThreshold();
        const [rows, total] = await Promise.all([
          database.query<{ id: number; name: string; stock_total: number }>(
            `SELECT id, name, stock_total FROM goods
              WHERE deleted_at IS NULL AND stock_total <= $1
              ORDER BY stock_total, id LIMIT ${ATTENTION_ROWS}`,
            [threshold],
          ),
          database.query<{ n: string }>(
            "SELECT count(*)::text AS n FROM goods WHERE deleted_at IS NULL AND stock_total <= $1",
            [threshold],
          ),
        ]);
        answer.lowStock = {
          threshold,
          total: num(total[0]?.n),
          items: rows.map((r) => ({ id: num(r.id), name: r.name, stock: num(r.stock_total) })),
        };
      })(),
    );
  }
  await Promise.all(tasks);
  return answer;
}
