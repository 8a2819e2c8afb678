import { asc, inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/database.js";
import { fail } from "../../http/envelope.js";
import { parseIds } from "../../modules/framework/values.js";
import { text } from "../../modules/system/fields.js";
import type { DeviceTranslate } from "../messages.js";
import { devices } from "../schema.js";

// Shared by the device admin routes: body schemas, field labels, ids and refusals.

export type Body = Record<string, unknown>;
export const bodySchema = { body: { type: "object", maxProperties: 32 } };
export const queryId = { querystring: { type: "object", maxProperties: 8 } };

export const L = {
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
export const deviceNames = (rows: ReadonlyArray<{ id: number; serial: string }>) =>
  rows.map((r) => `${r.serial} (#${r.id})`);

/** What the selected devices are, locked for the rest of the transaction. */
export async function lockDevices(tx: Db, ids: number[]) {
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

/** A change refused in the caller's words; a form field's refusal names the field for the form. */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** The ids of a body (`ids: [..]`, `ids: "1,2"` or `id`), or a refusal naming them. */
export function bodyIds(body: Body, t: DeviceTranslate): number[] {
  const ids = parseIds(body.ids ?? body.id);
  if (!ids || ids.length === 0) throw new Refusal(t("device.idsRequired"));
  return ids;
}

/** The locked rows of a change. */
export type LockedDevices = Awaited<ReturnType<typeof lockDevices>>;

/** A request as the handlers read it: a body and a query of unknown values. */
export type Call = FastifyRequest & { body: Body; query: Body };

/**
 * The 400 of a body that is no object or has too many keys, worded by http/errors.ts as under
 * AJV: TypeBox's errors name no keyword, which would word both alike.
 */
function envelopeError(body: unknown) {
  const isObject = typeof body === "object" && body !== null && !Array.isArray(body);
  const keyword = isObject ? "maxProperties" : "type";
  return Object.assign(new Error(`body: ${keyword}`), {
    statusCode: 400,
    validation: [{ keyword, instancePath: "", params: { type: "object" } }],
  });
}

/**
 * Wraps a handler so field and state refusals answer code 1 with their message. A form route's
 * body refused as a whole (form-fields.ts) answers its 400 here, once the permission passed.
 */
export function handle(fn: (request: Call) => Promise<unknown>) {
  return async (request: FastifyRequest) => {
    if (
      request.validationError?.validation.some(
        (e: { instancePath: string }) => e.instancePath === "",
      )
    )
      throw envelopeError(request.body);
    try {
      return await fn(request as Call);
    } catch (error) {
      if (error instanceof Refusal && error.field !== undefined)
        return fail(error.message, { errors: [{ field: error.field, message: error.message }] });
      if (error instanceof Refusal) return fail(error.message);
      throw error;
    }
  };
}
