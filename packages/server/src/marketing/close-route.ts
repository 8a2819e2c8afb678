import { and, eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { fail, ok } from "../http/envelope.js";
import type { Locale } from "../i18n/messages.js";
import { writeOperationLog } from "../modules/framework/operation-log.js";
import { translatorFor } from "../modules/framework/permission.js";
import type { ModuleDeclaration } from "../modules/framework/types.js";
import { parseIds } from "../modules/framework/values.js";
import { phaseOf } from "./activity-fields.js";
import { marketingTranslator } from "./messages.js";
import { PHASE } from "./rules/phase.js";
import type { bargainActivities, coupons, groupActivities, seckillActivities } from "./schema.js";
import { sweepMarketing } from "./sweep.js";

type ActivityTable =
  | typeof coupons
  | typeof seckillActivities
  | typeof groupActivities
  | typeof bargainActivities;

/**
 * `POST /api/<m>/close {id}` (`<m>:status`): closes an activity early (已关闭). Only one not yet
 * ended can be closed; a closed seckill gives its unsold stock back at once (the sweep). Logged as
 * a status change.
 */
export function registerCloseRoute(
  app: FastifyInstance,
  ctx: ServerContext,
  declaration: ModuleDeclaration,
  table: ActivityTable,
) {
  app.post<{ Body: { id?: unknown } }>(
    `/api/${declaration.name}/close`,
    {
      schema: { body: { type: "object", maxProperties: 8 } },
      attachValidation: true,
      config: { permission: `${declaration.permission}:status` },
    },
    async (request) => {
      const t = translatorFor(request);
      const m = marketingTranslator(request.locale as Locale);
      const ids = parseIds(request.body?.id);
      if (ids?.length !== 1) return fail(t("ids.bad"));
      const id = ids[0]!;
      const now = ctx.now();
      const [row] = await ctx.db.select().from(table).where(eq(table.id, id));
      if (!row) return fail(t("record.notFound"));
      const phase = phaseOf(row, now);
      if (phase !== PHASE.upcoming && phase !== PHASE.running)
        return fail(m("mk.notClosable", { phase: m(`phase.${phase}`) }));
      const closed = await ctx.db.transaction(async (tx) => {
        const done = await tx
          .update(table)
          .set({ closedAt: now, phase: PHASE.closed, updatedAt: now })
          .where(and(eq(table.id, id), isNull(table.closedAt)))
          .returning({ id: table.id });
        if (done.length === 0) return false;
        await writeOperationLog(tx, request, now, {
          module: declaration.name,
          action: "status",
          ids: [id],
          summary: `${row.name} (#${id}): ${m(`phase.${phase}`)} → ${m("phase.3")}`,
        });
        return true;
      });
      if (!closed) return fail(m("mk.notClosable", { phase: m("phase.3") }));
      await sweepMarketing(ctx.db, now);
      return ok({ id, phase: PHASE.closed });
    },
  );
}
