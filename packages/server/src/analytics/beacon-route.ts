import type { FastifyInstance } from "fastify";
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
  page: number;
  kind: "view" | "click" | "form";
  /** The tapped block's `data-component-id` (clicks only). */
  component?: string;
}

const beaconSchema = {
  type: "object",
  required: ["page", "kind"],
  additionalProperties: false,
  properties: {
    page: { type: "integer", minimum: 1, maximum: INT_MAX },
    kind: { type: "string", enum: ["view", "click", "form"] },
    component: { type: "string", minLength: 1, maxLength: 64 },
  },
} as const;

export interface BeaconDeps {
  recorder: PageEventRecorder;
  visitors: VisitorKeys;
  componentsOf(pageId: number): Promise<PublishedComponents>;
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
