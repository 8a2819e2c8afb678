import type { GoodsCounts } from "@vitrine/contract";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { ok } from "../http/envelope.js";
import { lowStockThreshold } from "./settings.js";
import { sqlRows } from "./sql-rows.js";

/** `GET /api/goods/counts`: how many goods each tab holds, for the tab labels (one scan). */
export async function goodsCountRoutes(app: FastifyInstance, ctx: ServerContext) {
  app.get("/api/goods/counts", { config: { permission: "goods:index" } }, async () => {
    const threshold = await lowStockThreshold(ctx.db);
    const [row] = await sqlRows<Record<string, number | string>>(
      ctx.db,
      sql`SELECT
            count(*) FILTER (WHERE deleted_at IS NULL) AS "all",
            count(*) FILTER (WHERE deleted_at IS NULL AND status = 1) AS "onSale",
            count(*) FILTER (WHERE deleted_at IS NULL AND status = 0) AS "offSale",
            count(*) FILTER (WHERE deleted_at IS NULL AND stock_total = 0) AS "soldOut",
            count(*) FILTER (WHERE deleted_at IS NULL AND stock_total <= ${threshold}) AS "lowStock",
            count(*) FILTER (WHERE deleted_at IS NOT NULL) AS "recycle"
          FROM goods`,
    );
    // The statement names each count of the contract's GoodsCounts; postgres.js gives them as text.
    const counts = Object.fromEntries(
      Object.entries(row ?? {}).map(([key, value]) => [key, Number(value)]),
    ) as Omit<GoodsCounts, "lowStockThreshold">;
    return ok<GoodsCounts>({ ...counts, lowStockThreshold: threshold });
  });
}
