import { and, eq, inArray } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerContext } from "../context.js";
import { fleetEventsOf } from "../devices/fleet.js";
import { deviceTranslator } from "../devices/messages.js";
import { fail, ok } from "../http/envelope.js";
import {
  describeOperation,
  summarizeChange,
  writeOperationLog,
} from "../modules/framework/operation-log.js";
import { registerModule } from "../modules/framework/register.js";
import { rowsByIds } from "../modules/framework/rows.js";
import { parseIds } from "../modules/framework/values.js";
import { sosModule } from "./declaration.js";
import { type SosStatus, sosAlarms } from "./schema.js";

type Body = Record<string, unknown>;

/** Which status each move starts from and leads to: new → acknowledged → resolved, never back. */
const MOVES = {
  acknowledge: { from: ["new"] as SosStatus[], to: "acknowledged" as SosStatus },
  resolve: { from: ["acknowledged"] as SosStatus[], to: "resolved" as SosStatus },
};

/**
 * Notes build up: what was said on acknowledging stays above the resolution. A note that already
 * starts with the stored one (a form that offered the stored text for editing) replaces it, so the
 * acknowledge note is never stored twice.
 */
export function nextNotes(stored: string, added: string): string {
  if (!added) return stored;
  if (!stored || added === stored || added.startsWith(`${stored}\n`)) return added;
  return `${stored}\n${added}`;
}

/** The alarms' list (`sos:index`, `sos:export`) and the operators' two moves. */
export async function sosRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerModule(app, ctx, sosModule);
  const events = fleetEventsOf(ctx);

  for (const action of ["acknowledge", "resolve"] as const) {
    app.post<{ Body: Body }>(
      `/api/sos/${action}`,
      {
        schema: { body: { type: "object", maxProperties: 8 } },
        config: { permission: `sos:${action}` },
      },
      async (request: FastifyRequest<{ Body: Body }>) => {
        const t = deviceTranslator(request.locale);
        const body = request.body ?? {};
        const ids = parseIds(body.id);
        if (ids?.length !== 1) return fail(t("sos.notFound"));
        const id = ids[0]!;
        const notesRaw = body.notes;
        if (notesRaw !== undefined && notesRaw !== null && typeof notesRaw !== "string")
          return fail(t("sos.notesRequired"));
        const notes = (notesRaw ?? "").trim();
        if ([...notes].length > 1000)
          return fail(t("device.fieldTooLong", { field: "notes", max: 1000 }));
        if (action === "resolve" && notes === "") return fail(t("sos.notesRequired"));
        const move = MOVES[action];
        const at = ctx.now();
        const handlerId = request.auth?.access.userId ?? null;
        const outcome = await ctx.db.transaction(async (tx) => {
          const [alarm] = await tx
            .select({ status: sosAlarms.status, notes: sosAlarms.notes })
            .from(sosAlarms)
            .where(eq(sosAlarms.id, id))
            .for("update");
          if (!alarm) return t("sos.notFound");
          if (!move.from.includes(alarm.status))
            return t("sos.badTransition", {
              status: t(`sos.${alarm.status}`),
              action: t(`sos.${action}`),
            });
          const stored = nextNotes(alarm.notes, notes);
          // The column holds 1000 characters: a note that would overflow it is refused, not a 500.
          if ([...stored].length > 1000)
            return t("device.fieldTooLong", { field: "notes", max: 1000 });
          await tx
            .update(sosAlarms)
            .set({
              status: move.to,
              handlerId,
              notes: stored,
              updatedAt: at,
              ...(action === "acknowledge" ? { acknowledgedAt: at } : { resolvedAt: at }),
            })
            .where(and(eq(sosAlarms.id, id), inArray(sosAlarms.status, move.from)));
          await writeOperationLog(tx, request, at, {
            module: "sos",
            action: action === "acknowledge" ? "acknowledge" : "resolve",
            ids: [id],
            // 修改 #7：状态 新报警 → 已确认；备注 "…", by the screen's labels in the operator's language.
            summary: describeOperation(
              request.locale,
              "edited",
              [`#${id}`],
              summarizeChange(
                sosModule,
                { id, status: alarm.status, notes: alarm.notes },
                { id, status: move.to, notes: stored },
                request.locale,
              ),
            ),
          });
          return undefined;
        });
        if (outcome) return fail(outcome);
        events.publish({ type: "sosChanged", alarmId: id, status: move.to });
        const [alarm] = await rowsByIds(ctx.db, sosModule, [id]);
        return ok({ alarm });
      },
    );
  }
}
