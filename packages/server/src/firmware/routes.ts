import type { UpgradeResults } from "@vitrine/contract";
import { desc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { deviceTranslator } from "../devices/messages.js";
import { devices } from "../devices/schema.js";
import { fail, ok } from "../http/envelope.js";
import { registerModule } from "../modules/framework/register.js";
import { parseIds } from "../modules/framework/values.js";
import { createFirmwareModule } from "./declaration.js";
import { knownModels } from "./models.js";
import { firmwareUpgradeResults } from "./schema.js";

/** Firmware packages (`firmware:*`) and each package's upgrade results as devices reported them. */
export async function firmwareRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  onChange: () => void,
) {
  registerModule(app, ctx, createFirmwareModule(onChange));

  // The models a package can be made for (issue 36: chosen, not typed): every device model and
  // every model a package already has, in order.
  app.get("/api/firmware/models", { config: { permission: "firmware:index" } }, async () =>
    ok(await knownModels(ctx.database)),
  );

  app.get<{ Querystring: Record<string, unknown> }>(
    "/api/firmware/results",
    {
      schema: { querystring: { type: "object", maxProperties: 4 } },
      config: { permission: "firmware:index" },
    },
    async (request) => {
      const ids = parseIds(request.query.id);
      if (ids?.length !== 1)
        return fail(deviceTranslator(request.locale)("firmware.unknownPackage"));
      const packageId = ids[0]!;
      const [totals] = await ctx.db
        .select({
          success: sql<number>`count(*) FILTER (WHERE ${firmwareUpgradeResults.success})`.mapWith(
            Number,
          ),
          failed:
            sql<number>`count(*) FILTER (WHERE NOT ${firmwareUpgradeResults.success})`.mapWith(
              Number,
            ),
        })
        .from(firmwareUpgradeResults)
        .where(eq(firmwareUpgradeResults.packageId, packageId));
      const rows = await ctx.db
        .select()
        .from(firmwareUpgradeResults)
        .where(eq(firmwareUpgradeResults.packageId, packageId))
        .orderBy(desc(firmwareUpgradeResults.reportedAt), desc(firmwareUpgradeResults.id))
        .limit(500);
      const serials = new Map(
        rows.length === 0
          ? []
          : (
              await ctx.db
                .select({ id: devices.id, serial: devices.serial })
                .from(devices)
                .where(inArray(devices.id, [...new Set(rows.map((r) => r.deviceId))]))
            ).map((d) => [d.id, d.serial]),
      );
      return ok<UpgradeResults<Date>>({
        success: totals?.success ?? 0,
        failed: totals?.failed ?? 0,
        rows: rows.map((r) => ({
          id: r.id,
          deviceId: r.deviceId,
          serial: serials.get(r.deviceId) ?? "",
          fromVersion: r.fromVersion,
          toVersion: r.toVersion,
          success: r.success,
          message: r.message,
          reportedAt: r.reportedAt,
        })),
      });
    },
  );
}
