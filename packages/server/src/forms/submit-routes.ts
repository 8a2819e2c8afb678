import { and, count, eq, gt, sql } from "drizzle-orm";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ServerContext } from "../context.js";
import { type Envelope, fail, ok } from "../http/envelope.js";
import type { Locale } from "../i18n/messages.js";
import { createAddressHasher } from "./address-key.js";
import { ANSWER_PAGE_CSP, renderAnswerPage } from "./answer-page.js";
import { formTranslator } from "./messages.js";
import { createPublishedForms } from "./published-forms.js";
import { formAnswers } from "./schema.js";
import {
  type AnswerError,
  checkSubmission,
  pairsFromJson,
  type SubmittedPairs,
} from "./submission.js";

/** A submission's body may be at most this large (a form of 100 answers of 500 characters is less). */
export const FORM_BODY_LIMIT = 16 * 1024;
/** One address may store at most this many answers to one page per RATE_WINDOW_MS. */
export const RATE_LIMIT = 5;
export const RATE_WINDOW_MS = 60_000;

// Any fixed number: with the page and address it names the lock that orders one address's answers.
const FORM_LOCK = 727_018;
const PAGE_ID = /^[1-9]\d{0,9}$/;
const INT_MAX = 2_147_483_647;
const URLENCODED = "application/x-www-form-urlencoded";

/** A browser's own form post (no script): it gets an HTML page back, any other client the envelope. */
const isFormPost = (request: FastifyRequest) =>
  String(request.headers["content-type"] ?? "")
    .toLowerCase()
    .startsWith(URLENCODED);

interface Outcome {
  status: number;
  /** 0 stored, 1 refused. */
  code: number;
  message: string;
  errors?: AnswerError[];
  /** The published page to go back to, when there is one. */
  pageId?: number;
  id?: number;
}

function send(request: FastifyRequest, reply: FastifyReply, outcome: Outcome) {
  const locale = request.locale as Locale;
  const t = formTranslator(locale);
  reply
    .code(outcome.status)
    .header("cache-control", "no-store")
    // No credentials are involved: a storefront on any origin may send answers and read the reply.
    .header("access-control-allow-origin", "*");
  if (isFormPost(request)) {
    const lines =
      outcome.code === 0
        ? [t("form.thanks")]
        : (outcome.errors?.map((error) => error.message) ?? [outcome.message]);
    const back =
      outcome.pageId === undefined
        ? undefined
        : { href: `/api/page/public/${outcome.pageId}?format=html`, label: t("form.back") };
    return reply
      .header("content-type", "text/html; charset=utf-8")
      .header("content-security-policy", ANSWER_PAGE_CSP)
      .header("x-content-type-options", "nosniff")
      .header("referrer-policy", "no-referrer")
      .send(
        renderAnswerPage({
          locale,
          title: t(outcome.code === 0 ? "form.thanksTitle" : "form.refusedTitle"),
          lines,
          ...(back ? { back } : {}),
        }),
      );
  }
  if (outcome.status !== 200) reply.header("statusmessage", encodeURIComponent(outcome.message));
  const envelope: Envelope =
    outcome.code === 0
      ? ok({ id: outcome.id }, outcome.message)
      : fail(outcome.message, outcome.errors ? { errors: outcome.errors } : null);
  return reply.send(envelope);
}

/**
 * Stores the answer unless its address already stored RATE_LIMIT answers to the page within the
 * window; answers the new id, or undefined when refused. The count and the insert run in one
 * transaction under a lock per page and address, so parallel posts cannot all pass the count.
 */
async function storeWithinLimit(
  ctx: ServerContext,
  row: typeof formAnswers.$inferInsert & { createdAt: Date },
): Promise<number | undefined> {
  const since = new Date(row.createdAt.getTime() - RATE_WINDOW_MS);
  return ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(${FORM_LOCK}, hashtext(${`${row.pageId}:${row.addressHash}`}))`,
    );
    const [recent] = await tx
      .select({ n: count() })
      .from(formAnswers)
      .where(
        and(
          eq(formAnswers.pageId, row.pageId),
          eq(formAnswers.addressHash, row.addressHash),
          gt(formAnswers.createdAt, since),
        ),
      );
    if ((recent?.n ?? 0) >= RATE_LIMIT) return undefined;
    const [stored] = await tx.insert(formAnswers).values(row).returning({ id: formAnswers.id });
    return stored?.id;
  });
}

/** Reads a native form post; repeated names (checkboxes) stay as repeated pairs. */
function parseUrlencoded(
  _request: FastifyRequest,
  body: string,
  done: (error: Error | null, value?: unknown) => void,
) {
  done(null, { pairs: [...new URLSearchParams(body)] });
}

/**
 * `POST /api/page/public/:pageId/form/:componentId`, without sign-in: a shopper's answers to the
 * published form module `componentId` of page `pageId`, checked against the published question
 * list (never the draft's), limited per address and in size, and stored with the version answered.
 */
export async function formSubmitRoutes(app: FastifyInstance, ctx: ServerContext) {
  const hashAddress = createAddressHasher(ctx.db);
  const publishedPage = createPublishedForms(ctx);

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      URLENCODED,
      { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
      (request, body, done) => parseUrlencoded(request, String(body), done),
    );

    // The preflight of a script on another origin posting JSON (the page's JSON is open to any origin).
    scope.options(
      "/api/page/public/:pageId/form/:componentId",
      { config: { public: true } },
      async (_request, reply) =>
        reply
          .code(204)
          .header("access-control-allow-origin", "*")
          .header("access-control-allow-methods", "POST")
          .header("access-control-allow-headers", "content-type")
          .header("access-control-max-age", "600")
          .send(),
    );

    scope.post<{ Params: { pageId: string; componentId: string }; Body: unknown }>(
      "/api/page/public/:pageId/form/:componentId",
      {
        config: { public: true },
        bodyLimit: FORM_BODY_LIMIT,
        // The body's own faults (too large, unreadable) answered like every other refusal here:
        // a page for a browser, the envelope for a client.
        errorHandler: (error: FastifyError, request, reply) => {
          const t = formTranslator(request.locale as Locale);
          const status = error.statusCode ?? 500;
          if (status === 413 || error.code === "FST_ERR_CTP_BODY_TOO_LARGE")
            return send(request, reply, {
              status: 413,
              code: 1,
              message: t("form.tooLarge", { kb: FORM_BODY_LIMIT / 1024 }),
            });
          if (status >= 400 && status < 500)
            return send(request, reply, { status, code: 1, message: t("form.badBody") });
          throw error;
        },
      },
      async (request, reply) => {
        const t = formTranslator(request.locale as Locale);
        const { pageId: rawPage, componentId } = request.params;
        const notFound = () =>
          send(request, reply, { status: 404, code: 1, message: t("form.notFound") });
        // The component id is only compared with the published document's (the router caps its length).
        if (!PAGE_ID.test(rawPage) || Number(rawPage) > INT_MAX) return notFound();
        const pageId = Number(rawPage);
        const page = await publishedPage(pageId);
        const form = page?.forms.get(componentId);
        if (!page || !form) return notFound();

        const body = request.body as { pairs?: SubmittedPairs } | undefined;
        const pairs = isFormPost(request) ? (body?.pairs ?? []) : pairsFromJson(request.body ?? {});
        if (!pairs)
          return send(request, reply, { status: 400, code: 1, message: t("form.badBody"), pageId });
        const checked = checkSubmission(form.questions, pairs, t);
        if (!checked.ok)
          return send(request, reply, {
            status: 400,
            code: 1,
            message: checked.errors[0]?.message ?? t("form.badBody"),
            errors: checked.errors,
            pageId,
          });

        const addressHash = await hashAddress(request.ip);
        const stored = await storeWithinLimit(ctx, {
          pageId,
          pageName: page.name,
          componentId,
          formTitle: form.title,
          publishedVersion: page.version,
          answers: checked.answers,
          summary: checked.summary,
          addressHash,
          userAgent: String(request.headers["user-agent"] ?? "").slice(0, 300),
          createdAt: ctx.now(),
        });
        if (stored === undefined) {
          reply.header("retry-after", String(RATE_WINDOW_MS / 1000));
          return send(request, reply, {
            status: 429,
            code: 1,
            message: t("form.rateLimited", { max: RATE_LIMIT }),
            pageId,
          });
        }
        return send(request, reply, {
          status: 200,
          code: 0,
          message: t("form.thanks"),
          pageId,
          id: stored,
        });
      },
    );
  });
}
