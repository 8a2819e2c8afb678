import type { DeviceDetailAnswer } from "@vitrine/contract";
import { DEVICE_PERMISSIONS } from "@vitrine/contract";
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { fail, ok } from "../../http/envelope.js";
import { deviceDetailAnswer } from "../device-answer-schema.js";
import { deviceTranslator } from "../messages.js";
import { userNames } from "../people.js";
import { deviceEvents, deviceSales } from "../schema.js";
import type { DeviceAdmin } from "./admin.js";
import { bodyIds, handle, queryId } from "./shared.js";

/** GET /api/device/detail: a device, its latest sale and its history (at most 500 events). */
export function registerDetailRoute(app: FastifyInstance, admin: DeviceAdmin) {
  const { ctx, deviceRow } = admin;
  app.get(
    "/api/device/detail",
    {
      schema: { ...queryId, response: { 200: deviceDetailAnswer } },
      config: { permission: DEVICE_PERMISSIONS.index },
    },
    handle(async (request) => {
      const t = deviceTranslator(request.locale);
      const [id] = bodyIds(request.query, t);
      const device = await deviceRow(id!);
      if (!device) return fail(t("device.notFound"));
      const [sale] = await ctx.db
        .select()
        .from(deviceSales)
        .where(eq(deviceSales.deviceId, id!))
        .orderBy(desc(deviceSales.soldAt), desc(deviceSales.id))
        .limit(1);
      const events = await ctx.db
        .select()
        .from(deviceEvents)
        .where(eq(deviceEvents.deviceId, id!))
        .orderBy(desc(deviceEvents.at), desc(deviceEvents.id))
        .limit(500);
      const names = await userNames(ctx.db, [...events.map((e) => e.userId), sale?.agentId]);
      return ok<DeviceDetailAnswer<Date>>({
        device,
        sale: sale
          ? {
              ...sale,
              // A required field of every device row.
              serial: device.serial as string,
              agentName: sale.agentId ? (names.get(sale.agentId) ?? "") : "",
            }
          : null,
        timeline: events.map((e) => ({
          id: e.id,
          type: e.type,
          at: e.at,
          userId: e.userId,
          username: e.userId ? (names.get(e.userId) ?? "") : "",
          detail: e.detail,
        })),
      });
    }),
  );
}
