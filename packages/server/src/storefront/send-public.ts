import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Locale } from "../i18n/messages.js";
import { PUBLIC_PAGE_CSP } from "../pages/html.js";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * A browser revalidates every time (max-age=0, must-revalidate: a 304 costs a few hundred bytes and
 * shows a publish at once); a shared cache (CDN) keeps the answer 60 s and may serve it up to 300 s
 * more while it fetches the new one in the background. A publish purges the CDN through the purge
 * hook (see README.md), so the 60 s only bound what the hook cannot reach: goods' price changes.
 */
export const PUBLIC_CACHE_CONTROL =
  "public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=300";
/**
 * PUBLIC_CACHE_CONTROL, unless something shown ends sooner than a shared cache would keep it (an
 * activity price, a coupon): then the cache keeps it only until then and serves nothing stale, so
 * no shopper behind a CDN sees a seckill price after the seckill.
 */
export function cacheControlUntil(endings: readonly Date[], now: Date): string {
  const soonest = Math.min(...endings.map((end) => end.getTime()));
  const seconds = Math.floor((soonest - now.getTime()) / 1000);
  if (!Number.isFinite(seconds) || seconds >= 60 + 300) return PUBLIC_CACHE_CONTROL;
  if (seconds >= 60)
    return `public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=${seconds - 60}`;
  return `public, max-age=0, must-revalidate, s-maxage=${Math.max(0, seconds)}`;
}

/** A missing page may be published any minute: shared caches keep its 404 only briefly. */
export const NOT_FOUND_CACHE_CONTROL = "public, max-age=0, must-revalidate, s-maxage=10";

/** Compressed copies kept at most, by bytes of all three encodings (least recently used go first). */
const MAX_KEPT_BYTES = 48 * 1024 * 1024;
/** Brotli's best quality costs about 1 ms per 10 kB; above this size a faster level is used. */
const BEST_BROTLI_UP_TO = 512 * 1024;

type Encoding = "br" | "gzip" | "identity";

interface Prepared {
  html: string;
  /** Strong validator of the identity bytes; each coding gets its own suffix (RFC 9110 8.8.3). */
  hash: string;
  bodies: Record<Encoding, Buffer>;
  bytes: number;
}

const kept = new Map<string, Prepared>();
const preparing = new Map<string, Promise<Prepared>>();
let keptBytes = 0;

function forget(key: string) {
  const entry = kept.get(key);
  if (!entry) return;
  keptBytes -= entry.bytes;
  kept.delete(key);
}

function keep(key: string, entry: Prepared) {
  forget(key);
  kept.set(key, entry);
  keptBytes += entry.bytes;
  // Map order is insertion order: the least recently used go first.
  for (const [old] of kept) {
    if (keptBytes <= MAX_KEPT_BYTES || old === key) break;
    forget(old);
  }
}

async function prepare(html: string): Promise<Prepared> {
  const identity = Buffer.from(html, "utf8");
  const quality = identity.length <= BEST_BROTLI_UP_TO ? 11 : 5;
  // Both run on libuv's thread pool: the event loop keeps answering other requests meanwhile.
  const [gz, br] = await Promise.all([
    gzip(identity, { level: 9 }),
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
  return {
    html,
    hash,
    bodies: { identity, gzip: gz, br },
    bytes: identity.length + gz.length + br.length,
  };
}

/** The copies of `html` under `cacheKey`, made once; a key whose text changed is made again. */
async function prepared(cacheKey: string, html: string): Promise<Prepared> {
  const entry = kept.get(cacheKey);
  // Same text object: a pointer check. Another text under the key is compared (then remade).
  if (entry && entry.html === html) {
    keep(cacheKey, entry);
    return entry;
  }
  const pendingKey = `${cacheKey}\u0000${html.length}`;
  let pending = preparing.get(pendingKey);
  if (!pending) {
    pending = prepare(html).finally(() => preparing.delete(pendingKey));
    preparing.set(pendingKey, pending);
  }
  const made = await pending;
  if (made.html !== html) return prepare(html);
  keep(cacheKey, made);
  return made;
}

/**
 * The coding `accept-encoding` prefers among ours: br, then gzip, then none. `q=0` refuses a
 * coding, `*` stands for any one not named.
 */
export function chooseEncoding(header: string | string[] | undefined): Encoding {
  const text = Array.isArray(header) ? header.join(",") : (header ?? "");
  const weights = new Map<string, number>();
  for (const part of text.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [k, v] = param.trim().split("=");
      if (k === "q") q = Number(v);
    }
    weights.set(name, Number.isFinite(q) ? q : 0);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0 || (weights.get("x-gzip") ?? 0) > 0) return "gzip";
  return "identity";
}

const tagOf = (hash: string, encoding: Encoding) =>
  encoding === "identity" ? `"${hash}"` : `"${hash}-${encoding === "br" ? "br" : "gz"}"`;

/** Whether `If-None-Match` names any coding of this text (the bytes decode to the same page). */
function matches(header: string | undefined, hash: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  for (const raw of header.split(",")) {
    const tag = raw.trim().replace(/^W\//, "");
    if (tag === `"${hash}"` || tag === `"${hash}-br"` || tag === `"${hash}-gz"`) return true;
  }
  return false;
}

export interface PublicHtmlAnswer {
  /** The whole document. */
  html: string;
  /** Its language, sent as Content-Language. */
  language: Locale;
  /**
   * Names this text for the compressed copies: the same key with the same text is never compressed
   * twice. Include what the text depends on (page, published version, language, goods' state...).
   */
  cacheKey: string;
  /** 200 unless told; the designed 404 page passes 404. */
  status?: number;
  /** The page's Content-Security-Policy; the public page's (no script) unless told. */
  csp?: string;
  /** Cache-Control; PUBLIC_CACHE_CONTROL unless told. */
  cacheControl?: string;
}

const HTML_LANG: Record<Locale, string> = { "zh-cn": "zh-CN", en: "en", "zh-tw": "zh-TW" };

/**
 * Sends a public HTML document as a browser and a CDN can keep it: a strong ETag per coding, 304
 * when If-None-Match names it, Brotli or gzip by Accept-Encoding from copies compressed once per
 * cacheKey (never per request), `Vary: Accept-Encoding`, and the public page's security headers.
 */
export async function sendPublicHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PublicHtmlAnswer,
): Promise<FastifyReply> {
  const entry = await prepared(answer.cacheKey, answer.html);
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  const status = answer.status ?? 200;
  reply
    .header("cache-control", answer.cacheControl ?? PUBLIC_CACHE_CONTROL)
    .header("vary", "Accept-Encoding")
    .header("etag", tagOf(entry.hash, encoding))
    .header("content-language", HTML_LANG[answer.language])
    .header("content-security-policy", answer.csp ?? PUBLIC_PAGE_CSP)
    .header("referrer-policy", "no-referrer")
    .header("x-content-type-options", "nosniff");
  // A 404 is sent whole: a validator does not turn a missing page into "not modified".
  if (status === 200 && matches(request.headers["if-none-match"], entry.hash)) {
    return reply.code(304).send();
  }
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply
    .code(status)
    .header("content-type", "text/html; charset=utf-8")
    .send(entry.bodies[encoding]);
}

/** For tests: forgets every compressed copy. */
export function forgetPublicCopies() {
  kept.clear();
  keptBytes = 0;
}
