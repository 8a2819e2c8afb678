import { DEVICE_PERMISSIONS, formatYuan } from "@vitrine/contract";
import { inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { fail, ok } from "../../http/envelope.js";
import { describeOperation, summarizeValues } from "../../modules/framework/operation-log.js";
import { parseDate } from "../../modules/framework/values.js";
import { MOBILE } from "../../modules/system/fields.js";
import { FieldRefusal, formReader } from "../input.js";
import { deviceTranslator, serialList } from "../messages.js";
import { holdsRole, userNames } from "../people.js";
import { deviceSales, devices } from "../schema.js";
import type { DeviceAdmin } from "./admin.js";
import { salePrice } from "./sale-price.js";
import { bodyIds, bodySchema, deviceNames, handle, L } from "./shared.js";

/** POST /api/device/sell: made devices become sold, one sale row each. */
export function registerSellRoute(app: FastifyInstance, admin: DeviceAdmin) {
  const { ctx, change, userId } = admin;
  app.post(
    "/api/device/sell",
    { schema: bodySchema, config: { permission: DEVICE_PERMISSIONS.sell } },
    handle(async (request) => {
      const t = deviceTranslator(request.locale);
      const body = request.body ?? {};
      const ids = bodyIds(body, t);
      const read = formReader(body, request.locale, t);
      const buyer = read.text("buyer", L.buyer, 100, true);
      const buyerPhone = read.text("buyerPhone", L.buyerPhone, 20);
      if (buyerPhone !== "" && !MOBILE.test(buyerPhone))
        throw new FieldRefusal("buyerPhone", t("sale.phoneFormat"));
      const priceCents = salePrice(body, request.locale);
      const channel = read.text("channel", L.channel, 32);
      const notes = read.text("notes", L.notes, 500);
      const agentId = read.int("agentId", L.agentId, 1, 2_147_483_647);
      const appUserId = read.int("appUserId", L.appUserId, 1, 2_147_483_647);
      let soldAt = ctx.now();
      if (body.soldAt !== undefined && body.soldAt !== null && body.soldAt !== "") {
        const parsed = parseDate(body.soldAt);
        if (!parsed.ok)
          throw new FieldRefusal(
            "soldAt",
            t("device.dayFormat", { field: L.soldAt[request.locale] }),
          );
        soldAt = parsed.value as Date;
      }
      if (agentId !== null && !(await holdsRole(ctx.db, agentId, "agent")))
        throw new FieldRefusal("agentId", t("device.notAgent"));
      const agentName =
        agentId === null
          ? undefined
          : ((await userNames(ctx.db, [agentId])).get(agentId) ?? `#${agentId}`);
      const saleIds: number[] = [];
      const refusal = await change(request, ids, {
        action: "sell",
        event: "sold",
        detail: { buyer, priceCents, channel, agentId, soldAt: soldAt.toISOString() },
        check: (rows) => {
          const wrong = rows.filter((r) => r.state !== "made").map((r) => r.serial);
          return wrong.length > 0 ? t("device.notMade", { serials: serialList(wrong) }) : undefined;
        },
        apply: async (tx, rows) => {
          // 代理商 left blank: the sale is the device's agent's, when it has one.
          const agentOf = new Map(rows.map((r) => [r.id, agentId ?? r.agentId]));
          await tx
            .update(devices)
            .set({
              state: "sold",
              soldAt,
              updatedAt: ctx.now(),
              ...(agentId !== null ? { agentId } : {}),
              ...(appUserId !== null ? { appUserId } : {}),
            })
            .where(inArray(devices.id, ids));
          const created = await tx
            .insert(deviceSales)
            .values(
              ids.map((deviceId) => ({
                deviceId,
                buyer,
                buyerPhone,
                soldAt,
                priceCents,
                channel,
                agentId: agentOf.get(deviceId) ?? null,
                notes,
                operatorId: userId(request),
              })),
            )
            .returning({ id: deviceSales.id });
          saleIds.push(...created.map((c) => c.id));
        },
        // 修改 SN-1 (#1)：买方 "张三"；价格 ¥12.30；… as the sell dialog names them, money in yuan.
        summary: (rows) =>
          describeOperation(
            request.locale,
            "edited",
            deviceNames(rows),
            summarizeValues(
              request.locale,
              L,
              {
                buyer,
                buyerPhone,
                price: priceCents,
                channel,
                ...(agentName !== undefined ? { agentId: agentName } : {}),
                notes,
              },
              undefined,
              (key, value) => (key === "price" ? formatYuan(Number(value)) : undefined),
            ),
          ),
      });
      if (refusal) return fail(refusal);
      return ok({ ids, saleIds });
    }),
  );
}
