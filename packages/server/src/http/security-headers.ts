import type { OutgoingHttpHeaders } from "node:http";
import helmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";

/**
 * What the admin app may load. Scripts only from this server (the built index.html has no inline
 * script); 'wasm-unsafe-eval' lets the uploader's MD5 (hash-wasm) compile WebAssembly, which is not
 * JavaScript eval. Styles need 'unsafe-inline': antd's CSS-in-JS adds <style> elements at run time,
 * React sets style attributes, and index.html has a small <style>. Images and media may be outside
 * URLs (avatars, S3 storage, page images in the editor); iframe menus may open outside pages.
 */
export const ADMIN_APP_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:", "https:", "http:"],
  mediaSrc: ["'self'", "blob:", "https:", "http:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", "blob:"],
  frameSrc: ["'self'", "https:", "http:"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  // Served over plain HTTP on a LAN as often as behind TLS: forcing https would break the first.
  upgradeInsecureRequests: null,
};

/**
 * The admin app's CSP for this server's environment. With `STORAGE=s3` the editor posts large
 * videos straight to the bucket (getAliPoint's presigned POST), so the store's origin joins
 * connect-src; nothing else may be reached from the app's scripts.
 */
export function adminAppCspDirectives(env: NodeJS.ProcessEnv = {}) {
  const connectSrc = [...ADMIN_APP_CSP_DIRECTIVES.connectSrc];
  if ((env.STORAGE ?? "").toLowerCase() === "s3" && env.S3_ENDPOINT) {
    try {
      const origin = new URL(env.S3_ENDPOINT).origin;
      if (origin !== "null") connectSrc.push(origin);
    } catch {
      // An unreadable endpoint stops the upload settings at start with its own message.
    }
  }
  return { ...ADMIN_APP_CSP_DIRECTIVES, connectSrc };
}

/**
 * Browser features the admin app never uses, refused for it and for anything it frames. Only names
 * Chromium knows: an unknown one (`bluetooth`) logs "Unrecognized feature" on every page.
 */
export const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=()";

/**
 * The headers helmet writes for `options`, found once on a scratch instance: @fastify/helmet builds
 * its middleware again on every request (parsing the CSP directives each time), which was about 5%
 * of a list call's server CPU. The headers do not depend on the request, so they are computed here
 * and copied onto each answer.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<OutgoingHttpHeaders> {
  const probe = Fastify();
  let headers: OutgoingHttpHeaders = {};
  await probe.register(helmet, options);
  probe.get("/", async (_request, reply) => {
    headers = reply.raw.getHeaders();
    return "";
  });
  try {
    await probe.inject({ method: "GET", url: "/" });
  } finally {
    await probe.close();
  }
  return headers;
}

/**
 * Security headers on every answer (API, admin app, 404s): helmet's, computed once (see
 * helmetHeaders), and the permissions policy. A route that sets its own Content-Security-Policy
 * (the public page's stricter one) keeps it: these are written on the raw response at the start,
 * and the route's own headers replace them when it answers.
 */
export async function registerSecurityHeaders(app: FastifyInstance, env?: NodeJS.ProcessEnv) {
  const headers = Object.entries({
    ...(await helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: adminAppCspDirectives(env) },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      // Uploaded media are shown by storefronts on other origins: same-origin would block them there.
      crossOriginResourcePolicy: { policy: "cross-origin" },
      // Plain-HTTP installs are common; HSTS there would only confuse a later move to TLS.
      strictTransportSecurity: false,
    })),
    "permissions-policy": PERMISSIONS_POLICY,
  }).filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined);
  // A callback hook, not an async one: it runs on every request and has nothing to wait for.
  app.addHook("onRequest", (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}
