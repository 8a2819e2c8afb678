import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ServerContext } from "../context.js";
import { fail, ok } from "../http/envelope.js";
import { writeOperationLog } from "../modules/framework/operation-log.js";
import { refuseUnless, translatorFor } from "../modules/framework/permission.js";
import { isEmpty, parseIds, parseInteger } from "../modules/framework/values.js";
import { readDocument, sanitizeDocument, withRowSettings } from "./document.js";
import { checkPageFields, isKnownClassification } from "./input.js";
import { type PageTranslate, pageTranslator } from "./messages.js";
import { type PageSnapshot, recordRevision } from "./revisions.js";
import { pageRevisions, pages } from "./schema.js";
import { pageSizeRefusal } from "./size-limit.js";

/** A page document with many components is larger than the 1 MiB other calls accept. */
const SAVE_BODY_LIMIT = 8 * 1024 * 1024;
const objectBody = { type: "object", maxProperties: 32 } as const;

type Body = Record<string, unknown>;

function pageT(request: FastifyRequest): PageTranslate {
  return pageTranslator(request.locale);
}

function changed(before: Body, after: Body): string {
  const parts: string[] = [];
  for (const key of ["name", "details", "classification"]) {
    if (before[key] !== after[key])
      parts.push(`${key}: ${JSON.stringify(before[key])} → ${JSON.stringify(after[key])}`);
  }
  return parts.join("; ");
}

/** `POST /api/page/add`, `/revisions` and `/restore`: saving under a version, and the history. */
export async function pageSaveRoutes(app: FastifyInstance, ctx: ServerContext) {
  app.post<{ Body: Body }>(
    "/api/page/add",
    { bodyLimit: SAVE_BODY_LIMIT, schema: { body: objectBody } },
    (request, reply) => save(ctx, request, reply),
  );

  app.post<{ Body: Body }>(
    "/api/page/revisions",
    { schema: { body: objectBody }, config: { permission: "page:index" } },
    async (request) => {
      const ids = parseIds(request.body.id);
      if (ids?.length !== 1) return fail(translatorFor(request)("ids.bad"));
      const [page] = await ctx.db.select({ id: pages.id }).from(pages).where(eq(pages.id, ids[0]!));
      if (!page) return fail(translatorFor(request)("record.notFound"));
      const rows = await ctx.db
        .select({
          revision: pageRevisions.revision,
          version: pageRevisions.version,
          name: pageRevisions.name,
          userName: pageRevisions.userName,
          createdAt: pageRevisions.createdAt,
        })
        .from(pageRevisions)
        .where(eq(pageRevisions.pageId, page.id))
        .orderBy(desc(pageRevisions.revision));
      return ok(rows);
    },
  );

  app.post<{ Body: Body }>(
    "/api/page/restore",
    { schema: { body: objectBody }, config: { permission: "page:edit" } },
    async (request) => {
      const t = pageT(request);
      const ids = parseIds(request.body.id);
      if (ids?.length !== 1) return fail(translatorFor(request)("ids.bad"));
      const revision = parseInteger(request.body.revision);
      if (!revision.ok || (revision.value as number) < 1) return fail(t("page.revisionBad"));
      const id = ids[0]!;
      const at = ctx.now();
      const result = await ctx.db.transaction(async (tx) => {
        const [saved] = await tx
          .select()
          .from(pageRevisions)
          .where(
            and(eq(pageRevisions.pageId, id), eq(pageRevisions.revision, revision.value as number)),
          );
        if (!saved) return undefined;
        const snapshot = {
          name: saved.name,
          details: saved.details,
          classification: saved.classification,
          document: saved.document,
        } as PageSnapshot;
        const [updated] = await tx
          .update(pages)
          .set({ ...snapshot, version: sql`${pages.version} + 1`, updatedAt: at })
          .where(eq(pages.id, id))
          .returning({ version: pages.version });
        if (!updated) return undefined;
        const db = tx;
        const created = await recordRevision(db, request, at, id, updated.version, snapshot);
        await writeOperationLog(db, request, at, {
          module: "page",
          action: "restore",
          ids: [id],
          summary: `revision ${saved.revision} → version ${updated.version} (revision ${created})`,
        });
        return { id, version: updated.version };
      });
      return result ? ok(result) : fail(t("page.revisionNotFound"));
    },
  );
}

async function save(
  ctx: ServerContext,
  request: FastifyRequest<{ Body: Body }>,
  reply: FastifyReply,
) {
  const body = request.body;
  const t = pageT(request);
  const moduleT = translatorFor(request);
  const isCreate = isEmpty(body.id);
  const refused = refuseUnless(request, reply, isCreate ? "page:add" : "page:edit");
  if (refused) return refused;

  let id = 0;
  let expected = 0;
  let before: Body | undefined;
  if (!isCreate) {
    const ids = parseIds(body.id);
    if (ids?.length !== 1) return fail(moduleT("ids.bad"));
    id = ids[0]!;
    const version = parseInteger(body.version);
    if (!version.ok || (version.value as number) < 1) return fail(t("page.versionRequired"));
    expected = version.value as number;
    [before] = await ctx.db
      .select({
        name: pages.name,
        details: pages.details,
        classification: pages.classification,
        version: pages.version,
      })
      .from(pages)
      .where(eq(pages.id, id));
    if (!before) return fail(moduleT("record.notFound"));
    // Checked again by the update itself; this answers early without reading the document.
    if (before.version !== expected)
      return fail(t("page.stale"), { currentVersion: before.version });
  }

  const { fields, errors } = checkPageFields(body, request.locale);
  if (!errors.some((e) => e.field === "classification"))
    if (!(await isKnownClassification(ctx.db, fields.classification)))
      errors.push({ field: "classification", message: t("page.classificationUnknown") });
  if (errors.length > 0) return fail(errors[0]!.message, { errors });

  const read = readDocument(body.document ?? {}, request.locale);
  if (!read.ok) {
    const message = t("page.documentUnreadable", { detail: read.detail });
    return fail(message, { errors: [{ field: "document", message }] });
  }
  // Before sanitising: refusing a huge page should not first cost a walk over all of it.
  const tooLarge = pageSizeRefusal(read.document, t);
  if (tooLarge) return fail(tooLarge, { errors: [{ field: "document", message: tooLarge }] });
  const snapshot: PageSnapshot = {
    ...fields,
    document: withRowSettings(sanitizeDocument(read.document), fields),
  };
  const at = ctx.now();

  const result = await ctx.db.transaction(async (tx) => {
    const db = tx;
    let version: number;
    if (isCreate) {
      const [created] = await tx
        .insert(pages)
        .values({ ...snapshot, version: 1, createdAt: at, updatedAt: at })
        .returning({ id: pages.id, version: pages.version });
      id = created!.id;
      version = created!.version;
    } else {
      // One statement decides: of two saves quoting the same version, the second finds no row.
      const [updated] = await tx
        .update(pages)
        .set({ ...snapshot, version: sql`${pages.version} + 1`, updatedAt: at })
        .where(and(eq(pages.id, id), eq(pages.version, expected)))
        .returning({ version: pages.version });
      if (!updated) return { stale: true as const };
      version = updated.version;
    }
    await recordRevision(db, request, at, id, version, snapshot);
    await writeOperationLog(db, request, at, {
      module: "page",
      action: isCreate ? "add" : "edit",
      ids: [id],
      summary: [
        `version ${version}`,
        before ? changed(before, { ...fields }) : `name: ${JSON.stringify(fields.name)}`,
      ]
        .filter(Boolean)
        .join("; "),
    });
    return { id, version };
  });
  if ("stale" in result) {
    const [current] = await ctx.db
      .select({ version: pages.version })
      .from(pages)
      .where(eq(pages.id, id));
    if (!current) return fail(moduleT("record.notFound"));
    return fail(t("page.stale"), { currentVersion: current.version });
  }
  return ok(result);
}
