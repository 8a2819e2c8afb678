import fastifyMultipart from "@fastify/multipart";
import { DEVICE_PERMISSIONS } from "@vitrine/contract";
import { inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import type { Db } from "../db/database.js";
import { fail, ok } from "../http/envelope.js";
import { contentDisposition, EXPORT_TYPES } from "../modules/framework/export-file.js";
import { writeOperationLog } from "../modules/framework/operation-log.js";
import { isUniqueViolation } from "../modules/framework/permission.js";
import { imeiViolation } from "./imei.js";
import {
  checkRows,
  IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  readSheet,
  templateWorkbook,
} from "./import.js";
import { deviceTranslator } from "./messages.js";
import { deviceEvents, devices } from "./schema.js";
import { hashDeviceSecret, newDeviceSecret } from "./secrets.js";

const MAX_FILE_BYTES = 20 * 1024 * 1024;
const CHUNK = 5_000;

/**
 * One statement per 5,000 devices: the rows travel as one JSON parameter (cheap to bind on both
 * PostgreSQL and PGlite, unlike 50,000 separate parameters) and the history rows are written from
 * what the insert returned, in the same statement.
 */
async function insertBatch(
  tx: Db,
  rows: Array<Record<string, string | null>>,
  at: Date,
  userId: number | null,
): Promise<Array<{ id: number; serial: string }>> {
  const result = await tx.execute(sql`
    WITH v AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(serial varchar,
        imei varchar, model varchar, hardware_version varchar, firmware_version varchar,
        batch varchar, produced_on date, secret_hash text)
    ), ins AS (
      INSERT INTO ${devices} (serial, imei, model, hardware_version, firmware_version, batch,
        produced_on, secret_hash, created_at, updated_at)
      SELECT serial, imei, model, hardware_version, firmware_version, batch, produced_on,
        secret_hash, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz FROM v
      RETURNING id, serial, batch
    ), ev AS (
      INSERT INTO ${deviceEvents} (device_id, type, at, user_id, detail)
      SELECT id, 'imported', ${at.toISOString()}::timestamptz, ${userId}::integer,
        jsonb_build_object('batch', batch) FROM ins
    )
    SELECT id, serial FROM ins`);
  // postgres-js answers the rows as an array, PGlite as { rows }.
  const list = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    id: number;
    serial: string;
  }>;
  return list.map((r) => ({ id: Number(r.id), serial: r.serial }));
}

/**
 * `POST /api/upload/importExcel` (device:import): a production batch from an .xlsx. Every row gets a
 * line in the report; the valid rows go in one transaction (or none, when `allOrNothing` is asked
 * and any row is bad). Each imported device gets its secret, answered here once and stored hashed.
 * `GET /api/device/importTemplate` (device:import): the sheet to fill in.
 */
export async function deviceImportRoutes(app: FastifyInstance, ctx: ServerContext) {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 8, fieldSize: 1024, parts: 9 },
    });

    scope.post(
      "/api/upload/importExcel",
      { config: { permission: DEVICE_PERMISSIONS.import } },
      async (request) => {
        const t = deviceTranslator(request.locale);
        if (!request.isMultipart()) return fail(t("import.noFile"));
        let buffer: Buffer | undefined;
        const fields: Record<string, string> = {};
        try {
          for await (const part of request.parts()) {
            if (part.type === "field") {
              fields[part.fieldname] = String(part.value);
              continue;
            }
            if (part.fieldname !== "file" || buffer) {
              part.file.resume();
              continue;
            }
            try {
              buffer = await part.toBuffer();
            } catch (error) {
              if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
                return fail(t("import.tooLarge", { max: "20 MB" }));
              throw error;
            }
          }
        } catch (error) {
          // A body the multipart parser cannot read is the client's mistake, not a server fault.
          const e = error as { statusCode?: number; syscall?: string };
          if (e.syscall || (e.statusCode !== undefined && e.statusCode >= 500)) throw error;
          return fail(t("import.noFile"));
        }
        if (!buffer || buffer.length === 0) return fail(t("import.noFile"));
        const allOrNothing = ["1", "true", "yes"].includes(
          (fields.allOrNothing ?? "").toLowerCase(),
        );

        const sheet = await readSheet(buffer);
        if (!sheet.ok) {
          if (sheet.reason === "missingColumns") {
            const names = sheet.missing.map(
              (key) => IMPORT_COLUMNS.find((c) => c.key === key)!.label[request.locale],
            );
            return fail(t("import.missingColumns", { columns: names.join(", ") }), {
              missingColumns: sheet.missing,
            });
          }
          if (sheet.reason === "tooMany")
            return fail(t("import.tooManyRows", { max: MAX_IMPORT_ROWS, count: sheet.count ?? 0 }));
          return fail(t(sheet.reason === "empty" ? "import.empty" : "import.unreadable"));
        }

        const report = checkRows(sheet.rows, request.locale, t);
        // Serials already stored: one query per 5,000 serials.
        const serials = report.filter((r) => r.ok).map((r) => r.serial);
        const existing = new Set<string>();
        for (let i = 0; i < serials.length; i += 5_000) {
          const found = await ctx.db
            .select({ serial: devices.serial })
            .from(devices)
            .where(inArray(devices.serial, serials.slice(i, i + 5_000)));
          for (const f of found) existing.add(f.serial);
        }
        for (const line of report)
          if (line.ok && existing.has(line.serial)) {
            line.ok = false;
            line.errors.push(t("import.duplicateInDb"));
          }
        // IMEIs already on a device: the row names that device.
        const imeis = sheet.rows
          .filter((r, i) => report[i]!.ok && r.values.imei !== "")
          .map((r) => r.values.imei);
        const imeiOwner = new Map<string, string>();
        for (let i = 0; i < imeis.length; i += 5_000) {
          const found = await ctx.db
            .select({ imei: devices.imei, serial: devices.serial })
            .from(devices)
            .where(inArray(devices.imei, imeis.slice(i, i + 5_000)));
          for (const f of found) imeiOwner.set(f.imei, f.serial);
        }
        sheet.rows.forEach((r, i) => {
          const line = report[i]!;
          const owner = imeiOwner.get(r.values.imei);
          if (line.ok && owner !== undefined) {
            line.ok = false;
            line.errors.push(t("device.imeiTaken", { serial: owner }));
          }
        });

        const valid = sheet.rows.filter((_, i) => report[i]!.ok);
        const invalid = report.length - valid.length;
        const answer = {
          total: report.length,
          valid: valid.length,
          invalid,
          imported: 0,
          allOrNothing,
          missingColumns: [] as string[],
          rows: report,
          devices: [] as Array<{ id: number; serial: string; secret: string }>,
        };
        if (allOrNothing && invalid > 0) return ok(answer, t("import.nothing", { invalid }));
        if (valid.length === 0) return ok(answer, t("import.done", { imported: 0, invalid }));

        const at = ctx.now();
        const userId = request.auth?.access.userId ?? null;
        const secrets = valid.map(() => newDeviceSecret());
        try {
          const created = await ctx.db.transaction(async (tx) => {
            const out: Array<{ id: number; serial: string }> = [];
            for (let i = 0; i < valid.length; i += CHUNK) {
              const rows = valid.slice(i, i + CHUNK).map(({ values }, j) => ({
                serial: values.serial,
                imei: values.imei,
                model: values.model,
                hardware_version: values.hardwareVersion,
                firmware_version: values.firmwareVersion,
                batch: values.batch,
                produced_on: values.producedOn || null,
                secret_hash: hashDeviceSecret(secrets[i + j]!),
              }));
              out.push(...(await insertBatch(tx, rows, at, userId)));
            }
            const batches = [...new Set(valid.map((v) => v.values.batch))];
            await writeOperationLog(tx, request, at, {
              module: "device",
              action: "import",
              ids: out.length <= 50 ? out.map((r) => r.id) : [],
              summary: `${out.length} devices; batch: ${batches.slice(0, 10).join(", ")}`,
            });
            return out;
          });
          // Each answered device gets the secret made for its serial.
          const secretBySerial = new Map(valid.map((v, i) => [v.values.serial, secrets[i]!]));
          answer.imported = created.length;
          answer.devices = created.map((d) => ({ ...d, secret: secretBySerial.get(d.serial)! }));
        } catch (error) {
          // Another save stored one of these serials or IMEIs meanwhile: nothing of this one is kept.
          if (isUniqueViolation(error))
            return fail(t(imeiViolation(error) ? "device.imeiTakenLater" : "import.duplicateInDb"));
          throw error;
        }
        return ok(answer, t("import.done", { imported: answer.imported, invalid }));
      },
    );
  });

  app.get(
    "/api/device/importTemplate",
    { config: { permission: DEVICE_PERMISSIONS.import } },
    async (request, reply) => {
      const file = await templateWorkbook(request.locale);
      return reply
        .header("content-type", EXPORT_TYPES.xlsx)
        .header(
          "content-disposition",
          contentDisposition("device-import.xlsx", "设备导入模板.xlsx"),
        )
        .header("cache-control", "no-store")
        .send(file);
    },
  );
}
