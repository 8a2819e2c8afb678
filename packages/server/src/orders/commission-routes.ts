import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { sqlRows } from "../goods/sql-rows.js";
import { ok } from "../http/envelope.js";
import { distributorLedger } from "./commissions.js";
import { badId, readId, readQuantity } from "./input.js";
import { orderTranslator } from "./messages.js";
import { failWith } from "./refusal.js";

/**
 * `GET /api/distribution/ledger?id=<distributor row>&page=&pageSize=`: one distributor's
 * commission ledger (credits on completion, reversals on refund), newest first. The distribution
 * screen's grant (`distribution:index`), checked by the server whatever the screen shows.
 */
export function commissionRoutes(app: FastifyInstance, ctx: ServerContext) {
  app.get<{ Querystring: { id?: string; page?: string; pageSize?: string } }>(
    "/api/distribution/ledger",
    {
      schema: {
        querystring: {
          type: "object",
          properties: {
            id: { type: "string", maxLength: 12 },
            page: { type: "string", maxLength: 7 },
            pageSize: { type: "string", maxLength: 3 },
          },
        },
      },
      config: { permission: "distribution:index" },
    },
    async (request) => {
      const t = orderTranslator(request.locale);
      const id = readId(request.query.id);
      if (id === undefined) return failWith(t, [badId("id")], request.locale);
      const page = readQuantity(request.query.page, 1_000_000) ?? 1;
      const pageSize = readQuantity(request.query.pageSize ?? 20, 100) ?? 20;
      const [row] = await sqlRows<{ app_user_id: number }>(
        ctx.db,
        sql`SELECT app_user_id FROM distributors WHERE id = ${id}`,
      );
      if (!row) return ok({ total: 0, page, pageSize, data: [] });
      const ledger = await distributorLedger(ctx.db, Number(row.app_user_id), page, pageSize);
      return ok({ ...ledger, page, pageSize });
    },
  );
}
