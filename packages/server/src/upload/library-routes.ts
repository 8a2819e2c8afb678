import { and, count, desc, eq, ilike, inArray, isNull, not, or, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { hasPermission } from "../auth/access.js";
import { ok } from "../http/envelope.js";
import { uploadText } from "./messages.js";
import { refuse } from "./replies.js";
import { toMediaRecord, uploadCates, uploads } from "./schema.js";
import type { UploadService } from "./service.js";
import { probeStorage } from "./storage/probe.js";

const CATE_TITLE_MAX = 50;
const MAX_INT = 2147483647;

/** The media library: listing, delete, categories and the storage kind. */
export async function libraryRoutes(app: FastifyInstance, service: UploadService) {
  const { db } = service.ctx;

  app.post<{ Body: { type?: string; cate_id?: number; page?: number; limit?: number } }>(
    "/api/upload/index",
    {
      schema: {
        body: {
          type: "object",
          properties: {
            type: { type: "string", enum: ["image", "video", ""] },
            cate_id: { type: "integer", minimum: 0, maximum: MAX_INT },
            page: { type: "integer", minimum: 1, maximum: 1_000_000 },
            limit: { type: "integer", minimum: 1, maximum: 200 },
          },
        },
      },
      config: { permission: "upload:index" },
    },
    async (request) => {
      const { type, cate_id: cateId = 0, page = 1, limit = 10 } = request.body ?? {};
      const conditions: SQL[] = [];
      if (type) conditions.push(eq(uploads.type, type));
      // Category 0 is "all categories".
      if (cateId > 0) conditions.push(eq(uploads.cateId, cateId));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [totalRow] = await db.select({ total: count() }).from(uploads).where(where);
      const rows = await db
        .select()
        .from(uploads)
        .where(where)
        .orderBy(desc(uploads.id))
        .limit(limit)
        .offset((page - 1) * limit);
      return ok({ total: Number(totalRow?.total ?? 0), data: rows.map(toMediaRecord) });
    },
  );

  app.get<{ Querystring: { id?: string } }>(
    "/api/upload/del",
    {
      schema: { querystring: { type: "object", properties: { id: { type: "string" } } } },
      config: { permission: "upload:del" },
    },
    async (request) => {
      const raw = (request.query.id ?? "").trim();
      if (!/^\d{1,10}(,\d{1,10})*$/.test(raw)) return refuse(request, "upload.badIds");
      const ids = [...new Set(raw.split(",").map(Number))];
      if (ids.some((id) => id > MAX_INT)) return refuse(request, "upload.badIds");
      // upload:del covers what the user uploaded; anyone else's media needs upload:delAny.
      const access = request.auth?.access;
      const mayDeleteAny = access ? hasPermission(access, "upload:delAny") : false;
      const userId = access?.userId ?? 0;
      const owned = eq(uploads.userId, userId);
      if (!mayDeleteAny) {
        const [foreign] = await db
          .select({ id: uploads.id })
          .from(uploads)
          .where(and(inArray(uploads.id, ids), or(isNull(uploads.userId), not(owned))))
          .limit(1);
        // One file of someone else's refuses the whole request: nothing is deleted.
        if (foreign) return refuse(request, "upload.notYours");
      }
      const removed = await db
        .delete(uploads)
        .where(mayDeleteAny ? inArray(uploads.id, ids) : and(inArray(uploads.id, ids), owned))
        .returning({ key: uploads.storageKey });
      for (const { key } of removed) {
        // The row is gone either way; a file that cannot be removed now is only logged.
        await service.storage.remove(key).catch((error: unknown) => {
          request.log.warn({ err: error, key }, "could not remove a stored media file");
        });
      }
      return ok(null);
    },
  );

  app.post<{ Body: { title?: string } }>(
    "/api/uploadCate/add",
    {
      schema: { body: { type: "object", properties: { title: { type: "string" } } } },
      config: { permission: "upload:add" },
    },
    async (request) => {
      const title = (request.body?.title ?? "").trim();
      if (!title) return refuse(request, "cate.empty");
      if (title.length > CATE_TITLE_MAX)
        return refuse(request, "cate.tooLong", { max: CATE_TITLE_MAX });
      const [row] = await db
        .insert(uploadCates)
        .values({ title })
        .returning({ id: uploadCates.id, title: uploadCates.title });
      return ok(row);
    },
  );

  app.post<{ Body: { page?: number; limit?: number; title?: string } }>(
    "/api/uploadCate/index",
    {
      schema: {
        body: {
          type: "object",
          properties: {
            page: { type: "integer", minimum: 1, maximum: 1_000_000 },
            limit: { type: "integer", minimum: 1, maximum: 200 },
            // The dialog's keyword box searches categories by a part of their name.
            title: { type: "string", maxLength: CATE_TITLE_MAX },
          },
        },
      },
      config: { permission: "upload:index" },
    },
    async (request) => {
      const { page, limit } = request.body ?? {};
      const keyword = (request.body?.title ?? "").trim();
      // The keyword is a bound parameter; its wildcard characters are escaped to match literally.
      const where = keyword
        ? ilike(uploadCates.title, `%${keyword.replace(/[\\%_]/g, "\\$&")}%`)
        : undefined;
      const [totalRow] = await db.select({ total: count() }).from(uploadCates).where(where);
      const query = db
        .select({ id: uploadCates.id, title: uploadCates.title })
        .from(uploadCates)
        .where(where)
        .orderBy(uploadCates.id);
      // Without a page the dialog gets every category at once.
      const rows = limit ? await query.limit(limit).offset(((page ?? 1) - 1) * limit) : await query;
      return ok({ total: Number(totalRow?.total ?? 0), data: rows });
    },
  );

  app.post(
    "/api/upload/initStorage",
    { config: { permission: "upload:storage" } },
    async (request) => {
      const result = await probeStorage(service.storage);
      if (result.ok) return ok(result);
      request.log.warn({ step: result.failedStep, detail: result.detail }, "storage check failed");
      return refuse(request, "storage.failed", {
        step: uploadText(request.locale, `storage.step.${result.failedStep}`),
        detail: result.detail,
      });
    },
  );

  app.get("/api/upload/getStorageType", { config: { permission: "upload:index" } }, async () =>
    ok({ type: service.storage.kind }),
  );
}
