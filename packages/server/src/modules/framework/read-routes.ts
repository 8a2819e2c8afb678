import { asc, eq, type SQL } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ServerContext } from "../../context.js";
import { createReadCache, readCacheMs } from "../../db/read-cache.js";
import { fail, ok } from "../../http/envelope.js";
import type { Locale } from "../../i18n/messages.js";
import type { Translate } from "../messages.js";
import { buildExport, contentDisposition, EXPORT_TYPES, type ExportFormat } from "./export-file.js";
import { parseListRequest } from "./list-query.js";
import { describeModule } from "./meta.js";
import { refuseUnless, translatorFor } from "./permission.js";
import { buildTree, countRows, datesAsJson, selectRows } from "./rows.js";
import { schemaRefusal } from "./schema-refusal.js";
import { DEFAULT_TIME_ZONE, parseTimeZone, wallClockFormatter } from "./time-zone.js";
import type { ModuleDeclaration } from "./types.js";
import { isEmpty, parseIds } from "./values.js";

/**
 * More rows than this in one file would exhaust memory: such an export is refused, saying how many
 * rows matched, and the operator narrows the filters. Never a silently shortened file.
 */
export const MAX_EXPORT_ROWS = 100_000;
/** `list` is for selects and trees: every matching row, within reason; more is refused likewise. */
export const MAX_LIST_ROWS = 5_000;

const anyObject = { type: "object", maxProperties: 64 } as const;
const listQuerystring = {
  type: "object",
  maxProperties: 64,
  additionalProperties: {
    anyOf: [
      { type: "string", maxLength: 2000 },
      { type: "array", maxItems: 100, items: { type: "string", maxLength: 2000 } },
    ],
  },
} as const;

/**
 * A querystring carries filters as text: `created_at=["2024-01-01","2024-02-01"]` (JSON) or repeated
 * keys (`status=1&status=0`, `created_at[]=…`) both become lists.
 */
function filtersFromQuery(query: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawName, value] of Object.entries(query)) {
    const name = rawName.endsWith("[]") ? rawName.slice(0, -2) : rawName;
    let parsed: unknown = value;
    if (typeof value === "string" && value.startsWith("[")) {
      try {
        parsed = JSON.parse(value);
      } catch {
        parsed = value;
      }
    }
    out[name] = parsed;
  }
  return out;
}

export function registerReadRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  declaration: ModuleDeclaration,
) {
  const base = `/api/${declaration.name}`;
  const perm = (action: string) => `${declaration.permission}:${action}`;
  const response = declaration.indexAnswer ? { response: { 200: declaration.indexAnswer } } : {};
  const counts = createReadCache<number>({
    ttlMs: readCacheMs(ctx.env),
    writes: ctx.database.writes,
  });

  async function answerPage(request: FastifyRequest, body: Record<string, unknown>) {
    const t = translatorFor(request);
    const parsed = parseListRequest(declaration, body, t);
    if (!parsed.ok) return fail(parsed.msg);
    const { page, limit, where, params, shape, orderBy, filterKey } = parsed.query;
    const [total, data] = await Promise.all([
      countRows(ctx.db, declaration, where, { store: counts, filterKey }, params),
      selectRows(ctx.db, declaration, {
        where,
        params,
        shape,
        orderBy,
        limit,
        offset: (page - 1) * limit,
      }),
    ]);
    return ok({ total, data: datesAsJson(declaration, data) });
  }

  /** The refusal of a call matching more rows than it may answer, with how many matched. */
  async function tooMany(
    where: SQL | undefined,
    params: Record<string, unknown>,
    max: number,
    t: Translate,
  ) {
    const count = await countRows(ctx.db, declaration, where, undefined, params);
    return fail(t("list.tooMany", { count: Math.max(count, max + 1), max }));
  }

  async function answerExport(
    request: FastifyRequest,
    reply: FastifyReply,
    body: Record<string, unknown>,
  ) {
    const t = translatorFor(request);
    const format = (body.format ?? "xlsx") as ExportFormat;
    if (format !== "xlsx" && format !== "csv") return fail(t("list.badFormat"));
    const timeZone = isEmpty(body.tz) ? DEFAULT_TIME_ZONE : parseTimeZone(body.tz);
    if (!timeZone) return fail(t("list.badTimeZone", { zone: String(body.tz).slice(0, 64) }));
    const parsed = parseListRequest(declaration, body, t);
    if (!parsed.ok) return fail(parsed.msg);
    const { where, params, orderBy } = parsed.query;
    const total = await countRows(ctx.db, declaration, where, undefined, params);
    if (total > MAX_EXPORT_ROWS)
      return fail(t("list.tooMany", { count: total, max: MAX_EXPORT_ROWS }));
    const rows = await selectRows(ctx.db, declaration, {
      where,
      params,
      orderBy,
      limit: MAX_EXPORT_ROWS + 1,
    });
    // Rows added since the count: still refused rather than cut.
    if (rows.length > MAX_EXPORT_ROWS) return tooMany(where, params, MAX_EXPORT_ROWS, t);
    const locale = request.locale as Locale;
    const file = await buildExport(declaration, rows, { format, locale, timeZone, db: ctx.db });
    // The file is named after the operator's day, as its times are.
    const day = wallClockFormatter(timeZone)(ctx.now()).slice(0, 10);
    return reply
      .header("content-type", EXPORT_TYPES[format])
      .header(
        "content-disposition",
        contentDisposition(
          `${declaration.name}-${day}.${format}`,
          `${declaration.title[locale]}-${day}.${format}`,
        ),
      )
      .header("cache-control", "no-store")
      .send(file);
  }

  if (declaration.actions.includes("index")) {
    app.post<{ Body: Record<string, unknown> }>(
      `${base}/index`,
      {
        schema: { body: anyObject, ...response },
        attachValidation: true,
        config: { permission: perm("index") },
      },
      async (request) =>
        schemaRefusal(declaration, request, translatorFor(request)) ??
        answerPage(request, request.body ?? {}),
    );

    // A GET with is_down=1 downloads the same rows as a file (export permission); otherwise a page.
    app.get<{ Querystring: Record<string, unknown> }>(
      `${base}/index`,
      { schema: { querystring: listQuerystring, ...response }, attachValidation: true },
      async (request, reply) => {
        const { is_down: isDown, ...rest } = filtersFromQuery(request.query ?? {});
        const exporting = isDown === "1" || isDown === "true";
        const refused = refuseUnless(request, reply, perm(exporting ? "export" : "index"));
        if (refused) return refused;
        const invalid = schemaRefusal(declaration, request, translatorFor(request));
        if (invalid) return invalid;
        return exporting ? answerExport(request, reply, rest) : answerPage(request, rest);
      },
    );

    app.post<{ Body: Record<string, unknown> }>(
      `${base}/list`,
      {
        schema: { body: anyObject },
        attachValidation: true,
        config: { permission: perm("index") },
      },
      async (request) => {
        const t = translatorFor(request);
        const invalid = schemaRefusal(declaration, request, t);
        if (invalid) return invalid;
        const { page: _page, limit: _limit, ...rest } = request.body ?? {};
        const parsed = parseListRequest(declaration, rest, t);
        if (!parsed.ok) return fail(parsed.msg);
        const parentKey = declaration.treeParent;
        const sortField = declaration.fields.find((f) => f.key === "sort")?.column;
        const orderBy =
          parentKey && sortField && !rest.order_field
            ? [asc(sortField), asc(declaration.id)]
            : parsed.query.orderBy;
        const { where, params } = parsed.query;
        const rows = await selectRows(ctx.db, declaration, {
          where,
          params,
          orderBy,
          limit: MAX_LIST_ROWS + 1,
        });
        if (rows.length > MAX_LIST_ROWS) return tooMany(where, params, MAX_LIST_ROWS, t);
        return ok(parentKey ? buildTree(rows, parentKey) : rows);
      },
    );

    app.get<{ Querystring: { id?: string } }>(
      `${base}/info`,
      {
        schema: {
          querystring: {
            type: "object",
            properties: { id: { type: "string", maxLength: 200 } },
          },
        },
        attachValidation: true,
        config: { permission: perm("index") },
      },
      async (request) => {
        const t = translatorFor(request);
        const invalid = schemaRefusal(declaration, request, t);
        if (invalid) return invalid;
        const ids = parseIds(request.query.id);
        if (ids?.length !== 1) return fail(t("ids.bad"));
        const [row] = await selectRows(ctx.db, declaration, {
          where: eq(declaration.id, ids[0]),
          limit: 1,
        });
        return row ? ok(row) : fail(t("record.notFound"));
      },
    );

    // Takes no input: the body, if any, is ignored.
    app.post(`${base}/meta`, { config: { permission: perm("index") } }, async (request) =>
      ok(describeModule(declaration, request.locale as Locale)),
    );
  }
}
