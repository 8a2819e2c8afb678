import {
  centsToYuan,
  formatYuan,
  type MoneyParse,
  moneyMessage,
  parseSalePrice,
} from "@vitrine/contract";
import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerContext } from "../context.js";
import type { Db } from "../db/database.js";
import { fail, ok } from "../http/envelope.js";
import type { Locale } from "../i18n/messages.js";
import {
  describeOperation,
  summarizeValues,
  writeOperationLog,
} from "../modules/framework/operation-log.js";
import { registerModule } from "../modules/framework/register.js";
import { rowsByIds } from "../modules/framework/rows.js";
import type { ModuleDeclaration } from "../modules/framework/types.js";
import { parseDate, parseIds } from "../modules/framework/values.js";
import { MOBILE, text } from "../modules/system/fields.js";
import { createDeviceModule } from "./declaration.js";
import type { Fleet } from "./fleet.js";
import { FieldRefusal, formReader } from "./input.js";
import { type DeviceTranslate, deviceTranslator, serialList } from "./messages.js";
import { offlineAfterSeconds } from "./network.js";
import { holdsRole, userNames, usersWithRole } from "./people.js";
import { deviceSaleModule } from "./sales-declaration.js";
import {
  type DeviceEventType,
  deviceEvents,
  deviceHeartbeats,
  deviceSales,
  devices,
} from "./schema.js";
import { hashDeviceSecret, newDeviceSecret } from "./secrets.js";

type Body = Record<string, unknown>;
const bodySchema = { body: { type: "object", maxProperties: 32 } };
const queryId = { querystring: { type: "object", maxProperties: 8 } };

const L = {
  batteryModel: text("电池型号", "Battery model", "電池型號"),
  batteryCapacityMah: text("电池容量", "Battery capacity", "電池容量"),
  batteryHealth: text("电池健康度", "Battery health", "電池健康度"),
  batteryCycles: text("循环次数", "Cycle count", "循環次數"),
  batteryReplacedAt: text("电池更换日期", "Battery replaced on", "電池更換日期"),
  electrodeModel: text("电极型号", "Electrode model", "電極型號"),
  electrodeBatch: text("电极批次", "Electrode batch", "電極批次"),
  electrodeFittedAt: text("电极安装日期", "Electrode fitted on", "電極安裝日期"),
  electrodeUsesLeft: text("电极剩余次数", "Electrode uses left", "電極剩餘次數"),
  electrodeReplaceBy: text("电极更换期限", "Electrode replace by", "電極更換期限"),
  buyer: text("买方", "Buyer", "買方"),
  buyerPhone: text("买方电话", "Buyer phone", "買方電話"),
  soldAt: text("销售时间", "Sold at", "銷售時間"),
  price: text("价格", "Price", "價格"),
  channel: text("渠道", "Channel", "通路"),
  agentId: text("代理商", "Agent", "代理商"),
  afterSaleId: text("售后人员", "After-sale staff", "售後人員"),
  appUserId: text("绑定用户", "App user", "綁定使用者"),
  notes: text("备注", "Notes", "備註"),
};

/** Devices as log entries name them: `SN-0000001 (#1)`. */
const deviceNames = (rows: ReadonlyArray<{ id: number; serial: string }>) =>
  rows.map((r) => `${r.serial} (#${r.id})`);

/** What the selected devices are, locked for the rest of the transaction. */
async function lockDevices(tx: Db, ids: number[]) {
  return tx
    .select({
      id: devices.id,
      serial: devices.serial,
      state: devices.state,
      stateBeforeDelete: devices.stateBeforeDelete,
      agentId: devices.agentId,
    })
    .from(devices)
    .where(inArray(devices.id, ids))
    .orderBy(asc(devices.id))
    .for("update");
}

class Refusal extends Error {}

/**
 * A sale's price per device, in cents: `price` in 元 as the sell dialog sends what was typed, or
 * `priceCents` from API clients; both by @vitrine/contract's one money rule, refused in 元.
 */
function salePrice(body: Body, locale: Locale): number {
  const field = L.price[locale];
  const cents = body.priceCents;
  let result: MoneyParse;
  if (body.price === undefined && cents !== undefined && cents !== null && cents !== "") {
    result =
      typeof cents === "number" && Number.isInteger(cents)
        ? parseSalePrice(centsToYuan(cents))
        : { ok: false, error: "format" };
  } else result = parseSalePrice(body.price);
  if (!result.ok)
    throw new FieldRefusal(
      body.price === undefined && cents !== undefined ? "priceCents" : "price",
      moneyMessage(result, locale, field),
    );
  return result.cents;
}

/** The ids of a body (`ids: [..]`, `ids: "1,2"` or `id`), or a refusal naming them. */
function bodyIds(body: Body, t: DeviceTranslate): number[] {
  const ids = parseIds(body.ids ?? body.id);
  if (!ids || ids.length === 0) throw new Refusal(t("device.idsRequired"));
  return ids;
}

export async function deviceAdminRoutes(app: FastifyInstance, ctx: ServerContext, fleet: Fleet) {
  const declaration: ModuleDeclaration = createDeviceModule(ctx.now);
  registerModule(app, ctx, declaration);
  registerModule(app, ctx, deviceSaleModule);

  const userId = (request: FastifyRequest) => request.auth?.access.userId ?? null;

  /**
   * Runs a change of several devices in one transaction: the rows are locked, `check` may refuse
   * (nothing changes then), `apply` writes; one operation-log row and one history row per device.
   */
  async function change(
    request: FastifyRequest,
    ids: number[],
    options: {
      action: string;
      event: DeviceEventType;
      detail: Record<string, unknown>;
      check: (rows: Awaited<ReturnType<typeof lockDevices>>) => string | undefined;
      apply: (tx: Db, rows: Awaited<ReturnType<typeof lockDevices>>) => Promise<void>;
      /** The log entry's text, or how to write it from the locked rows (their serials). */
      summary: string | ((rows: Awaited<ReturnType<typeof lockDevices>>) => string);
    },
  ) {
    const t = deviceTranslator(request.locale);
    const at = ctx.now();
    const result = await ctx.db.transaction(async (tx) => {
      const rows = await lockDevices(tx, ids);
      const missing = ids.filter((id) => !rows.some((r) => r.id === id));
      if (missing.length > 0) return t("device.someNotFound", { ids: missing.join(", ") });
      const refusal = options.check(rows);
      if (refusal) return refusal;
      await options.apply(tx, rows);
      await tx.insert(deviceEvents).values(
        rows.map((r) => ({
          deviceId: r.id,
          type: options.event,
          at,
          userId: userId(request),
          detail: options.detail,
        })),
      );
      await writeOperationLog(tx, request, at, {
        module: "device",
        action: options.action, // "edit" | "assign" | "sell" | "del" | "restore"
        ids,
        summary: typeof options.summary === "string" ? options.summary : options.summary(rows),
      });
      return undefined;
    });
    fleet.forgetDevices(ids);
    return result;
  }

  const notDeleted = (t: DeviceTranslate) => (rows: Awaited<ReturnType<typeof lockDevices>>) => {
    const deleted = rows.filter((r) => r.state === "deleted").map((r) => r.serial);
    return deleted.length > 0
      ? t("device.deletedLocked", { serials: serialList(deleted) })
      : undefined;
  };

  /** Wraps a handler so field and state refusals answer code 1 with their message. */
  type Call = FastifyRequest & { body: Body; query: Body };
  function handle(fn: (request: Call) => Promise<unknown>) {
    return async (request: FastifyRequest) => {
      try {
        return await fn(request as Call);
      } catch (error) {
        if (error instanceof FieldRefusal)
          return fail(error.message, { errors: [{ field: error.field, message: error.message }] });
        if (error instanceof Refusal) return fail(error.message);
        throw error;
      }
    };
  }

  async function deviceRow(id: number) {
    const [row] = await rowsByIds(ctx.db, declaration, [id]);
    return row;
  }

  app.get(
    "/api/device/detail",
    { schema: queryId, config: { permission: "device:index" } },
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
      return ok({
        device,
        sale: sale
          ? {
              ...sale,
              serial: device.serial,
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

  app.get(
    "/api/device/heartbeats",
    { schema: queryId, config: { permission: "device:index" } },
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
      return ok({ from, to, points });
    }),
  );

  /** A battery or electrode record: the values on the device and as an event of its history. */
  async function savePart(
    request: FastifyRequest,
    ids: number[],
    event: "battery" | "electrode",
    values: Record<string, unknown>,
  ) {
    const refusal = await change(request, ids, {
      action: "edit",
      event,
      detail: values,
      check: notDeleted(deviceTranslator(request.locale)),
      apply: async (tx) => {
        await tx
          .update(devices)
          .set({ ...values, updatedAt: ctx.now() } as never)
          .where(inArray(devices.id, ids));
      },
      summary: (rows) =>
        describeOperation(
          request.locale,
          "edited",
          deviceNames(rows),
          summarizeValues(request.locale, L, values),
        ),
    });
    if (refusal) return fail(refusal);
    return ok({ device: await deviceRow(ids[0]!) });
  }

  app.post(
    "/api/device/battery",
    { schema: bodySchema, config: { permission: "device:battery" } },
    handle(async (request) => {
      const t = deviceTranslator(request.locale);
      const body = request.body ?? {};
      const ids = bodyIds({ id: body.id }, t);
      const read = formReader(body, request.locale, t);
      const values = {
        batteryModel: read.text("batteryModel", L.batteryModel, 64),
        batteryCapacityMah: read.int("batteryCapacityMah", L.batteryCapacityMah, 1, 100_000),
        batteryHealth: read.int("batteryHealth", L.batteryHealth, 0, 100),
        batteryCycles: read.int("batteryCycles", L.batteryCycles, 0, 100_000),
        batteryReplacedAt: read.day("batteryReplacedAt", L.batteryReplacedAt),
      };
      return savePart(request, ids, "battery", values);
    }),
  );

  app.post(
    "/api/device/electrode",
    { schema: bodySchema, config: { permission: "device:electrode" } },
    handle(async (request) => {
      const t = deviceTranslator(request.locale);
      const body = request.body ?? {};
      const ids = bodyIds({ id: body.id }, t);
      const read = formReader(body, request.locale, t);
      const values = {
        electrodeModel: read.text("electrodeModel", L.electrodeModel, 64),
        electrodeBatch: read.text("electrodeBatch", L.electrodeBatch, 64),
        electrodeFittedAt: read.day("electrodeFittedAt", L.electrodeFittedAt),
        electrodeUsesLeft: read.int("electrodeUsesLeft", L.electrodeUsesLeft, 0, 100_000),
        electrodeReplaceBy: read.day("electrodeReplaceBy", L.electrodeReplaceBy),
      };
      if (
        values.electrodeFittedAt &&
        values.electrodeReplaceBy &&
        values.electrodeReplaceBy < values.electrodeFittedAt
      )
        throw new FieldRefusal("electrodeReplaceBy", t("device.replaceBeforeFitted"));
      return savePart(request, ids, "electrode", values);
    }),
  );

  for (const [path, key, role, event, permission, refusalKey] of [
    ["assignAgent", "agentId", "agent", "agent", "device:agent", "device.notAgent"],
    [
      "assignAfterSale",
      "afterSaleId",
      "aftersale",
      "afterSale",
      "device:afterSale",
      "device.notAfterSale",
    ],
  ] as const) {
    app.post(
      `/api/device/${path}`,
      { schema: bodySchema, config: { permission } },
      handle(async (request) => {
        const t = deviceTranslator(request.locale);
        const body = request.body ?? {};
        const ids = bodyIds(body, t);
        const read = formReader(body, request.locale, t);
        const person = read.int(key, L[key], 1, 2_147_483_647);
        if (person !== null && !(await holdsRole(ctx.db, person, role)))
          throw new FieldRefusal(key, t(refusalKey));
        const name = person ? ((await userNames(ctx.db, [person])).get(person) ?? "") : "";
        const refusal = await change(request, ids, {
          action: "assign",
          event,
          detail: { [key]: person, name },
          check: notDeleted(t),
          apply: async (tx) => {
            await tx
              .update(devices)
              .set({ [key]: person, updatedAt: ctx.now() })
              .where(inArray(devices.id, ids));
          },
          summary: (rows) =>
            describeOperation(
              request.locale,
              "edited",
              deviceNames(rows),
              summarizeValues(request.locale, L, { [key]: person ? name || `#${person}` : null }),
            ),
        });
        if (refusal) return fail(refusal);
        return ok({ ids });
      }),
    );
  }

  app.post(
    "/api/device/sell",
    { schema: bodySchema, config: { permission: "device:sell" } },
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

  /** Deleting and restoring: the devices already in the target state are named, the rest move. */
  async function moveState(
    request: FastifyRequest,
    ids: number[],
    move: {
      action: "del" | "restore";
      event: "deleted" | "restored";
      wrong: (row: { state: string }) => boolean;
      message: "device.alreadyDeleted" | "device.notDeleted";
      set: Record<string, unknown>;
    },
  ) {
    const t = deviceTranslator(request.locale);
    const refusal = await change(request, ids, {
      action: move.action,
      event: move.event,
      detail: {},
      check: (rows) => {
        const wrong = rows.filter(move.wrong).map((r) => r.serial);
        return wrong.length > 0 ? t(move.message, { serials: serialList(wrong) }) : undefined;
      },
      apply: async (tx) => {
        await tx
          .update(devices)
          .set(move.set as never)
          .where(inArray(devices.id, ids));
      },
      // 删除 SN-0000001 (#1)、… in the operator's language, not "state: → deleted".
      summary: (rows) => describeOperation(request.locale, move.event, deviceNames(rows)),
    });
    return refusal ? fail(refusal) : ok({ ids });
  }

  app.get(
    "/api/device/del",
    { schema: queryId, config: { permission: "device:del" } },
    handle(async (request) => {
      const t = deviceTranslator(request.locale);
      const ids = bodyIds({ ids: request.query.id ?? request.query.ids }, t);
      const at = ctx.now();
      return moveState(request, ids, {
        action: "del",
        event: "deleted",
        wrong: (r) => r.state === "deleted",
        message: "device.alreadyDeleted",
        set: {
          stateBeforeDelete: sql`${devices.state}`,
          state: "deleted",
          deletedAt: at,
          updatedAt: at,
        },
      });
    }),
  );

  app.post(
    "/api/device/restore",
    { schema: bodySchema, config: { permission: "device:restore" } },
    handle(async (request) => {
      const t = deviceTranslator(request.locale);
      const ids = bodyIds(request.body ?? {}, t);
      return moveState(request, ids, {
        action: "restore",
        event: "restored",
        wrong: (r) => r.state !== "deleted",
        message: "device.notDeleted",
        set: {
          state: sql`COALESCE(${devices.stateBeforeDelete}, 'made')`,
          stateBeforeDelete: null,
          deletedAt: null,
          updatedAt: ctx.now(),
        },
      });
    }),
  );

  app.post(
    "/api/device/rotateSecret",
    { schema: bodySchema, config: { permission: "device:secret" } },
    handle(async (request) => {
      const t = deviceTranslator(request.locale);
      const ids = bodyIds({ id: request.body?.id }, t);
      if (ids.length !== 1) throw new Refusal(t("device.idsRequired"));
      const secret = newDeviceSecret();
      const at = ctx.now();
      let serial = "";
      const refusal = await change(request, ids, {
        action: "edit",
        event: "secret",
        detail: {},
        check: (rows) => {
          serial = rows[0]?.serial ?? "";
          return notDeleted(t)(rows);
        },
        apply: async (tx) => {
          await tx
            .update(devices)
            .set({ secretHash: hashDeviceSecret(secret), secretRotatedAt: at, updatedAt: at })
            .where(inArray(devices.id, ids));
        },
        summary: "secret: ***",
      });
      if (refusal) return fail(refusal);
      return ok({ id: ids[0], serial, secret });
    }),
  );

  app.post(
    "/api/device/candidates",
    { schema: bodySchema, config: { permission: "device:index" } },
    handle(async (request) => {
      const t = deviceTranslator(request.locale);
      const role = request.body?.role;
      if (role !== "agent" && role !== "aftersale") throw new Refusal(t("device.badRole"));
      return ok(await usersWithRole(ctx.db, role));
    }),
  );

  app.post(
    "/api/device/stats",
    { schema: bodySchema, config: { permission: "device:index" } },
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
