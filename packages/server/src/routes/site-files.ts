import { inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { configs } from "../modules/schema.js";
import { FAVICON_ICO } from "./favicon.js";

/**
 * The files crawlers and monitors ask every site for, each overridable by a row of the system
 * settings (the config module, 系统配置) under these keys; the row's value is the whole file.
 */
export const SITE_FILE_KEYS = {
  robotsTxt: "site.robotsTxt",
  securityTxt: "site.securityTxt",
} as const;

/**
 * Crawlers may read the public storefront (/s/) and the sign-in page, the way in a search result
 * should lead to; the rest of the admin app is behind sign-in and has nothing to index.
 */
export const DEFAULT_ROBOTS_TXT = "User-agent: *\nAllow: /s/\nAllow: /login\nDisallow: /\n";

async function readSiteFiles(ctx: ServerContext) {
  const rows = await ctx.db
    .select({ key: configs.key, value: configs.value })
    .from(configs)
    .where(inArray(configs.key, Object.values(SITE_FILE_KEYS)));
  const byKey = new Map(rows.map((row) => [row.key, row.value.trim()]));
  return {
    robotsTxt: byKey.get(SITE_FILE_KEYS.robotsTxt) || DEFAULT_ROBOTS_TXT,
    securityTxt: byKey.get(SITE_FILE_KEYS.securityTxt) || undefined,
  };
}

/** A text file ends with a newline, as robots.txt and security.txt parsers expect. */
const asFile = (text: string) => (text.endsWith("\n") ? text : `${text}\n`);

/**
 * /robots.txt, /favicon.ico and /.well-known/security.txt: public, answered whether or not the admin
 * app is served. Without them every one of these fell to the app shell (200 HTML), which crawlers
 * read as a broken robots file and monitors as a page. security.txt exists only once it is set:
 * there is no contact to invent.
 */
export async function siteFileRoutes(app: FastifyInstance, ctx: ServerContext) {
  const config = { public: true };
  app.route({
    method: ["GET", "HEAD"],
    url: "/robots.txt",
    config,
    handler: async (_request, reply) => {
      const { robotsTxt } = await readSiteFiles(ctx);
      return reply
        .type("text/plain; charset=utf-8")
        .header("cache-control", "no-cache")
        .send(asFile(robotsTxt));
    },
  });
  app.route({
    method: ["GET", "HEAD"],
    url: "/favicon.ico",
    config,
    handler: async (_request, reply) =>
      reply.type("image/x-icon").header("cache-control", "public, max-age=86400").send(FAVICON_ICO),
  });
  app.route({
    method: ["GET", "HEAD"],
    url: "/.well-known/security.txt",
    config,
    handler: async (_request, reply) => {
      const { securityTxt } = await readSiteFiles(ctx);
      if (!securityTxt) return reply.callNotFound();
      return reply
        .type("text/plain; charset=utf-8")
        .header("cache-control", "no-cache")
        .send(asFile(securityTxt));
    },
  });
}
