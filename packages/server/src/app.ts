import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { RecordResource } from "@vitrine/contract";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { analyticsRoutes } from "./analytics/routes.js";
import { appUserRoutes } from "./app-users/routes.js";
import { createLoginThrottle } from "./auth/login-throttle.js";
import { createSessionStore } from "./auth/sessions.js";
import type { ServerContext } from "./context.js";
import { dashboardRoutes } from "./dashboard/routes.js";
import type { Database } from "./db/database.js";
import { fleetRoutes } from "./devices/plugin.js";
import { formRoutes } from "./forms/routes.js";
import { goodsRoutes } from "./goods/routes.js";
import { registerAuthHook, registerPublicRoutes } from "./http/auth-hook.js";
import { registerErrorHandling } from "./http/errors.js";
import { registerInputGuard } from "./http/input-guard.js";
import { JsonTooDeepError, MAX_JSON_DEPTH, nestsDeeperThan } from "./http/json-depth.js";
import { registerNoStore } from "./http/no-store.js";
import { registerSecurityHeaders } from "./http/security-headers.js";
import { localeFromHeader, translate } from "./i18n/messages.js";
import { marketingRoutes } from "./marketing/routes.js";
import { moduleRoutes } from "./modules/routes.js";
import { orderRoutes } from "./orders/routes.js";
import { shopperCouponRoutes } from "./orders/shopper-coupons.js";
import { createFleetBus } from "./realtime/bus.js";
import { realtimeRoutes } from "./realtime/routes.js";
import { devSmsRoutes } from "./routes/dev-sms.js";
import { healthRoutes } from "./routes/health.js";
import { loginRoutes } from "./routes/login.js";
import { mobileLoginRoutes } from "./routes/login-mobile.js";
import { qrLoginRoutes } from "./routes/login-qr.js";
import { menuRoutes } from "./routes/menu.js";
import { siteFileRoutes } from "./routes/site-files.js";
import { userRoutes } from "./routes/user.js";
import { settingsRoutes } from "./settings/routes.js";
import { resolveSmsSender } from "./sms/configured-sender.js";
import type { SmsSender } from "./sms/sender.js";
import { storefrontRoutes } from "./storefront/routes.js";
import { bargainPageRoutes } from "./storefront/shopper/bargain-routes.js";
import { registerInviteLinks } from "./storefront/shopper/invite-cookie.js";
import { shopperPageRoutes } from "./storefront/shopper/routes.js";
import { uploadRoutes } from "./upload/routes.js";

export interface AppOptions {
  database: Database;
  dataDir: string;
  sessionTtlMinutes?: number;
  /** Built admin app served at `/` with a fallback to index.html for client-side routes. */
  staticDir?: string | undefined;
  production?: boolean;
  /** Injected clock so tests can move time (expiry, throttling windows). */
  now?: () => Date;
  logger?: FastifyServerOptions["logger"];
  /** Environment the feature areas read their settings from (uploads, SMS...); tests pass their own. */
  env?: NodeJS.ProcessEnv;
  /** Delivers mobile sign-in codes; absent means the one configured by env (see sms/configured-sender.ts). */
  smsSender?: SmsSender;
  /** Record resources served besides the contract's (a test declares its own; see records/). */
  extraRecords?: readonly RecordResource[];
}

/** Builds the whole HTTP application; the caller decides where it listens. */
export async function createApp(options: AppOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  // Reports through the app's logger, which exists once the bus is made.
  let logBusError = (_error: unknown) => {};
  const events = await createFleetBus(options.database, { onError: (e) => logBusError(e) });
  const ctx: ServerContext = {
    database: options.database,
    db: options.database.db,
    sessions: createSessionStore(options.database.db, {
      ttlMinutes: options.sessionTtlMinutes ?? 120,
      now,
      onRevoked: () => events.publish({ type: "sessionsRevoked", at: now().toISOString() }),
    }),
    throttle: createLoginThrottle(options.database.db, now),
    now,
    dataDir: options.dataDir,
    production: options.production ?? false,
    env: options.env ?? process.env,
    events,
  };

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    // A GET route does not get a HEAD twin: some GETs change data (`/api/*/del?id=`), and a HEAD
    // must never do that. Routes that serve files declare HEAD themselves.
    exposeHeadRoutes: false,
    // Behind a proxy the operator sets this so request.ip is the client's address, not the proxy's.
    trustProxy: process.env.TRUST_PROXY === "1",
    ajv: { customOptions: { removeAdditional: false, coerceTypes: true, allErrors: false } },
  });
  logBusError = (error) => app.log.error({ err: error }, "fleet event bus");
  app.decorate("fleetEvents", events);

  app.decorateRequest("locale", "zh-cn");
  app.decorateRequest(
    "t",
    function (this: { locale: Parameters<typeof translate>[0] }, key, params) {
      return translate(this.locale, key, params);
    },
  );
  app.addHook("onRequest", async (request) => {
    request.locale = localeFromHeader(request.headers["accept-language"]);
  });

  // An empty body counts as `{}` (several calls take an optional body); anything else must parse,
  // nested no deeper than MAX_JSON_DEPTH (for every route: deeper bodies overflowed later readers).
  app.removeContentTypeParser(["application/json", "text/plain"]);
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === "") return done(null, {});
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(new JsonTooDeepError(), undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = new SyntaxError("invalid json") as SyntaxError & { statusCode: number };
      error.statusCode = 400;
      done(error, undefined);
    }
    void request;
  });

  const serveApp = Boolean(
    options.staticDir && fs.existsSync(path.join(options.staticDir, "index.html")),
  );
  // First, so that every answer carries them, a refusal by the auth hook included.
  await registerSecurityHeaders(app, ctx.env);
  registerNoStore(app);
  registerErrorHandling(app, { spaFallback: serveApp });
  registerAuthHook(app, ctx);
  registerInputGuard(app);
  // A distributor's invite link keeps its code for the shopper's sign-in, on every /s/ page.
  registerInviteLinks(app);

  await app.register(async (api) => {
    await healthRoutes(api, ctx);
    await loginRoutes(api, ctx);
    const smsSender =
      options.smsSender ??
      (await resolveSmsSender({ env: ctx.env, production: ctx.production, log: app.log }));
    await mobileLoginRoutes(api, ctx, smsSender);
    await devSmsRoutes(api, ctx, smsSender);
    await qrLoginRoutes(api, ctx);
    await userRoutes(api, ctx);
    await menuRoutes(api, ctx);
    await uploadRoutes(api, ctx);
    await moduleRoutes(api, ctx, options.extraRecords ?? []);
    await formRoutes(api, ctx);
    await settingsRoutes(api, ctx);
    await dashboardRoutes(api, ctx);
    await goodsRoutes(api, ctx);
    await marketingRoutes(api, ctx);
    await orderRoutes(api, ctx);
    await appUserRoutes(api, ctx, smsSender);
    await realtimeRoutes(api, ctx, events);
    await fleetRoutes(api, ctx);
    await storefrontRoutes(api, ctx);
    // The shopper's pages (sign-in, cart, checkout, orders, bargains) and the coupons they hold.
    await shopperPageRoutes(api, ctx);
    await bargainPageRoutes(api, ctx);
    shopperCouponRoutes(api, ctx);
    await analyticsRoutes(api, ctx);
  });

  // robots.txt, favicon.ico and security.txt, with or without the admin app.
  await siteFileRoutes(app, ctx);
  if (serveApp && options.staticDir) await serveAdminApp(app, options.staticDir);
  return app;
}

async function serveAdminApp(app: FastifyInstance, root: string) {
  await registerPublicRoutes(app, () =>
    app.register(fastifyStatic, {
      root,
      wildcard: false,
      // The admin app build writes .br and .gz beside each asset; serve them to browsers that accept them.
      preCompressed: true,
      index: ["index.html"],
      setHeaders: (res, filePath) => {
        // Vite puts a content hash in asset names, so they never change; index.html always may.
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header("cache-control", "public, max-age=31536000, immutable");
        else res.header("cache-control", "no-cache");
      },
    }),
  );
}
