import { DEVICE_PERMISSIONS } from "@vitrine/contract";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { ok } from "../../http/envelope.js";
import { offlineAfterSeconds } from "../network.js";
import { devices } from "../schema.js";
import type { DeviceAdmin } from "./admin.js";
import { bodySchema } from "./shared.js";

/** POST /api/device/stats: devices per state, and how many are online. */
export function registerStatsRoute(app: FastifyInstance, admin: DeviceAdmin) {
  const { ctx } = admin;
  app.post(
    "/api/device/stats",
    { schema: bodySchema, config: { permission: DEVICE_PERMISSIONS.index } },
    async () => {
      const cutoff = new Date(ctx.now().getTime() - (await offlineAfterSeconds(ctx.db)) * 1000);
      const [row] = await ctx.db
        .select({
          made: sql<number>`count(*) FILTER (WHERE ${devices.state} = 'made')`.mapWith(Number),
          sold: sql<number>`count(*) FILTER (WHERE ${devices.state} = 'sold')`.mapWith(Number),
          deleted: sql<number>`count(*) FILTER (WHERE ${devices.state} = 'deleted')`.mapWith(
            Number,
          ),
          network:
            sql<number>`count(*) FILTER (WHERE ${devices.lastSeenAt} IS NOT NULL AND ${devices.state} <> 'deleted')`.mapWith(
              Number,
            ),
          online:
            sql<number>`count(*) FILTER (WHERE ${devices.lastSeenAt} >= ${cutoff.toISOString()}::timestamptz AND ${devices.state} <> 'deleted')`.mapWith(
              Number,
            ),
        })
        .from(devices);
      const counts = row ?? { made: 0, sold: 0, deleted: 0, network: 0, online: 0 };
      return ok({ ...counts, offline: counts.network - counts.online });
    },
  );
}
