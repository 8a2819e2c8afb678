import { DEVICE_PERMISSIONS, formatYuan } from "@vitrine/contract";
import { inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { fail, ok } from "../../http/envelope.js";
import { describeOperation, summarizeValues } from "../../modules/framework/operation-log.js";
import { MOBILE } from "../../modules/system/fields.js";
import { deviceTranslator, serialList } from "../messages.js";
import { holdsRole, userNames } from "../people.js";
import { deviceSales, devices } from "../schema.js";
import type { DeviceAdmin } from "./admin.js";
import { SELL_BUYER_FORM, SELL_TERMS_FORM, SellBody } from "./form-bodies.js";
import { formRoute, readForm } from "./form-fields.js";
import { salePrice } from "./sale-price.js";
import { bodyIds, deviceNames, handle, L, Refusal } from "./shared.js";

/** POST /api/device/sell: made devices become sold, one sale row each. */
export function registerSellRoute(app: FastifyInstance, admin: DeviceAdmin) {
  const { ctx, change, userId } = admin;
  app.post(
    "/api/device/sell",
    { ...formRoute(SellBody), config: { permission: DEVICE_PERMISSIONS.sell } },
    handle(async (request) => {
      const t = deviceTranslator(request.locale);
      const body = request.body ?? {};
      const ids = bodyIds(body, t);
      const { buyer, buyerPhone } = readForm(request, SELL_BUYER_FORM);
      if (buyerPhone !== "" && !MOBILE.test(buyerPhone))
        throw new Refusal(t("sale.phoneFormat"), "buyerPhone");
      const priceCents = salePrice(body, request.locale);
      const { channel, notes, agentId, appUserId, ...terms } = readForm(request, SELL_TERMS_FORM);
      const soldAt = terms.soldAt ?? ctx.now();
      if (agentId !== null && !(await holdsRole(ctx.db, agentId, "agent")))
        throw new Refusal(t("device.notAgent"), "agentId");
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
