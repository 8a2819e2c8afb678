import type { HeartbeatsAnswer } from "@vitrine/contract";
import { DEVICE_PERMISSIONS } from "@vitrine/contract";
import { and, asc, eq, gte } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { fail, ok } from "../../http/envelope.js";
import { deviceTranslator } from "../messages.js";
import { deviceHeartbeats } from "../schema.js";
import type { DeviceAdmin } from "./admin.js";
import { bodyIds, handle, queryId } from "./shared.js";

/** GET /api/device/heartbeats: a device's heartbeats of the last 1 to 168 hours. */
export function registerHeartbeatsRoute(app: FastifyInstance, admin: DeviceAdmin) {
  const { ctx } = admin;
  app.get(
    "/api/device/heartbeats",
    { schema: queryId, config: { permission: DEVICE_PERMISSIONS.index } },
    handle(async (request) => {
      const t = deviceTranslator(request.locale);
      const [id] = bodyIds(request.query, t);
      const hoursRaw = request.query.hours;
      const hours = hoursRaw === undefined || hoursRaw === "" ? 24 : Number(hoursRaw);
      if (!Number.isInteger(hours) || hours < 1 || hours > 168) return fail(t("device.badHours"));
      const to = ctx.now();
      const from = new Date(to.getTime() - hours * 3_600_000);
      const points = await ctx.db
        .select({
          at: deviceHeartbeats.at,
          battery: deviceHeartbeats.battery,
          signal: deviceHeartbeats.signal,
          lat: deviceHeartbeats.lat,
          lng: deviceHeartbeats.lng,
          firmwareVersion: deviceHeartbeats.firmwareVersion,
        })
        .from(deviceHeartbeats)
        .where(and(eq(deviceHeartbeats.deviceId, id!), gte(deviceHeartbeats.at, from)))
        .orderBy(asc(deviceHeartbeats.at))
        .limit(20_000);
      return ok<HeartbeatsAnswer<Date>>({ from, to, points });
    }),
  );
}
