import type { FastifyRequest } from "fastify";
import type { ServerContext } from "../../context.js";
import type { Db } from "../../db/database.js";
import { writeOperationLog } from "../../modules/framework/operation-log.js";
import { rowsByIds } from "../../modules/framework/rows.js";
import type { ModuleDeclaration } from "../../modules/framework/types.js";
import type { Fleet } from "../fleet.js";
import { type DeviceTranslate, deviceTranslator, serialList } from "../messages.js";
import { type DeviceEventType, deviceEvents } from "../schema.js";
import { type LockedDevices, lockDevices } from "./shared.js";

/**
 * What the device admin routes share: the server, the fleet cache, the module declaration, and
 * the one way several devices change (locked, checked, written, logged, forgotten by the fleet).
 */
export interface DeviceAdmin {
  ctx: ServerContext;
  fleet: Fleet;
  declaration: ModuleDeclaration;
  userId: (request: FastifyRequest) => number | null;
  change: (
    request: FastifyRequest,
    ids: number[],
    options: ChangeOptions,
  ) => Promise<string | undefined>;
  notDeleted: (t: DeviceTranslate) => (rows: LockedDevices) => string | undefined;
  deviceRow: (id: number) => Promise<Record<string, unknown> | undefined>;
}

export interface ChangeOptions {
  action: string;
  event: DeviceEventType;
  detail: Record<string, unknown>;
  check: (rows: LockedDevices) => string | undefined;
  apply: (tx: Db, rows: LockedDevices) => Promise<void>;
  /** The log entry's text, or how to write it from the locked rows (their serials). */
  summary: string | ((rows: LockedDevices) => string);
}

export function deviceAdmin(
  ctx: ServerContext,
  fleet: Fleet,
  declaration: ModuleDeclaration,
): DeviceAdmin {
  const userId = (request: FastifyRequest) => request.auth?.access.userId ?? null;

  /**
   * Runs a change of several devices in one transaction: the rows are locked, `check` may refuse
   * (nothing changes then), `apply` writes; one operation-log row and one history row per device.
   */
  async function change(request: FastifyRequest, ids: number[], options: ChangeOptions) {
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

  const notDeleted = (t: DeviceTranslate) => (rows: LockedDevices) => {
    const deleted = rows.filter((r) => r.state === "deleted").map((r) => r.serial);
    return deleted.length > 0
      ? t("device.deletedLocked", { serials: serialList(deleted) })
      : undefined;
  };

  async function deviceRow(id: number) {
    const [row] = await rowsByIds(ctx.db, declaration, [id]);
    return row;
  }

  return { ctx, fleet, declaration, userId, change, notDeleted, deviceRow };
}
