import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ServerContext } from "../context.js";
import { sendStatus } from "../http/envelope.js";
import { isBot } from "./bots.js";
import type { ClientLimit } from "./client-limit.js";
import { analyticsTranslator } from "./messages.js";
import type { PublishedComponents } from "./published-components.js";
import type { PageEventRecorder } from "./recorder.js";
import type { VisitorKeys } from "./visitor.js";

/** A beacon is a few dozen bytes; anything past this is not one. */
export const MAX_BEACON_BYTES = 1024;
const INT_MAX = 2_147_483_647;

export interface BeaconBody {
  /** The published page (view, click, form). */
  page?: number;
  kind: "view" | "click" | "form" | "product";
  /** The tapped block's `data-component-id` (clicks only). */
  component?: string;
  /** The product whose page was viewed (kind product). */
  product?: number;
  /** The published page whose product card was tapped to get there (kind product). */
  from?: number;
}

const beaconSchema = {
  type: "object",
  required: ["kind"],
  additionalProperties: false,
  properties: {
    page: { type: "integer", minimum: 1, maximum: INT_MAX },
    kind: { type: "string", enum: ["view", "click", "form", "product"] },
    component: { type: "string", minLength: 1, maxLength: 64 },
    product: { type: "integer", minimum: 1, maximum: INT_MAX },
    from: { type: "integer", minimum: 1, maximum: INT_MAX },
  },
} as const;

export interface BeaconDeps {
  recorder: PageEventRecorder;
  visitors: VisitorKeys;
  componentsOf(pageId: number): Promise<PublishedComponents>;
  /** Whether a product is on sale (its page shows it). */
  onSale(goodsId: number): Promise<boolean>;
  dayOf(instant: Date): string;
  /** Beacons counted per client address (client-limit.ts). */
  perClient: ClientLimit;
}

/**
 * `POST /s/beacon {page, kind: view|click|form, component?}`: what a published page's script
 * (storefront/client/beacon.ts) sends. Public and answered 204 at once: the event is only counted
 * in memory (recorder.ts writes in batches). navigator.sendBeacon posts a string as text/plain, so
 * that is read as JSON here too. A bot's beacon is answered alike and not counted.
 *
 * One address past its 120 beacons a minute is answered 204 too, before anything is read, and not
 * counted: a 429 would change nothing for sendBeacon (it never reads the answer), would show as an
 * error in a real shopper's console behind a shared address, and would tell a flooder where the
 * line is. Either way the flood costs no database work and inflates no figure.
 */
export async function beaconRoute(app: FastifyInstance, ctx: ServerContext, deps: BeaconDeps) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "text/plain",
      { parseAs: "string", bodyLimit: MAX_BEACON_BYTES },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          const error = new SyntaxError("invalid json") as SyntaxError & { statusCode: number };
          error.statusCode = 400;
          done(error, undefined);
        }
      },
    );
    scope.post<{ Body: BeaconBody }>(
      "/s/beacon",
      { bodyLimit: MAX_BEACON_BYTES, schema: { body: beaconSchema }, config: { public: true } },
      async (request, reply) => {
        if (!deps.perClient.allow(request.ip, ctx.now().getTime())) return reply.code(204).send();
        const t = analyticsTranslator(request.locale);
        const { page, kind, component } = request.body;
        if (kind === "product") return productView(request, reply, deps, ctx.now());
        if (page === undefined) return sendStatus(reply, 400, t("analytics.pageRequired"));
        const components = await deps.componentsOf(page);
        if (!components) return sendStatus(reply, 404, t("analytics.pageUnknown"));
        if (kind === "click" && component === undefined)
          return sendStatus(reply, 400, t("analytics.componentRequired"));
        const componentType = component === undefined ? undefined : components.get(component);
        if (kind === "click" && componentType === undefined)
          return sendStatus(reply, 400, t("analytics.componentUnknown"));
        const userAgent = request.headers["user-agent"];
        if (isBot(userAgent)) return reply.code(204).send();
        const day = deps.dayOf(ctx.now());
        const recorded =
          kind === "view"
            ? deps.recorder.record({
                kind,
                pageId: page,
                day,
                visitor: await deps.visitors.visitorOf(day, request.ip, userAgent ?? ""),
              })
            : kind === "click"
              ? deps.recorder.record({
                  kind,
                  pageId: page,
                  day,
                  componentId: component as string,
                  componentType: componentType as string,
                })
              : deps.recorder.record({ kind, pageId: page, day });
        if (!recorded) request.log.warn({ page, kind }, "analytics buffer full: beacon dropped");
        return reply.code(204).send();
      },
    );
  });
}

/**
 * `{kind: "product", product, from?}`: a product page was viewed. Conversion is counted the first
 * of the two ways issue 32 offers: a tap on the product's card on a published page, followed by
 * that product page's view. The page's script marks the tapped card's link `#sf-from=<page>` and
 * the product page's script sends it as `from`. The referrer could not do it: published pages
 * are sent with Referrer-Policy no-referrer. A `from` naming no published page (unpublished since)
 * counts the view, not the conversion.
 */
async function productView(
  request: FastifyRequest<{ Body: BeaconBody }>,
  reply: FastifyReply,
  deps: BeaconDeps,
  now: Date,
) {
  const t = analyticsTranslator(request.locale);
  const { product, from } = request.body;
  if (product === undefined) return sendStatus(reply, 400, t("analytics.productRequired"));
  if (!(await deps.onSale(product))) return sendStatus(reply, 404, t("analytics.productUnknown"));
  const userAgent = request.headers["user-agent"];
  if (isBot(userAgent)) return reply.code(204).send();
  const fromPage = from !== undefined && (await deps.componentsOf(from)) ? from : undefined;
  const day = deps.dayOf(now);
  const recorded = deps.recorder.record({
    kind: "product",
    goodsId: product,
    day,
    visitor: await deps.visitors.visitorOf(day, request.ip, userAgent ?? ""),
    ...(fromPage === undefined ? {} : { fromPage }),
  });
  if (!recorded) request.log.warn({ product }, "analytics buffer full: beacon dropped");
  return reply.code(204).send();
}
