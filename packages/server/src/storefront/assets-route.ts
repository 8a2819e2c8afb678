import type { FastifyInstance } from "fastify";
import { SCRIPT_KINDS, type ScriptKind, storefrontAssets } from "./assets.js";
import { sendPublicNotFound } from "./not-found.js";
import { type StorefrontQuery, textOf } from "./request-values.js";
import { chooseEncoding } from "./send-public.js";

/** `/s/assets/<kind>.js`: the pages' enhancement scripts, precompressed, immutable when versioned. */
export function assetsRoute(app: FastifyInstance) {
  app.get<{ Params: { file: string }; Querystring: StorefrontQuery }>(
    "/s/assets/:file",
    { config: { public: true } },
    async (request, reply) => {
      const kind = request.params.file.replace(/\.js$/, "") as ScriptKind;
      const asset =
        SCRIPT_KINDS.includes(kind) && request.params.file.endsWith(".js")
          ? storefrontAssets().get(kind)
          : undefined;
      if (!asset) return sendPublicNotFound(request, reply, request.locale);
      const encoding = chooseEncoding(request.headers["accept-encoding"]);
      // A versioned address never changes its bytes; an unversioned one is checked again soon.
      const versioned = textOf(request.query.v) === asset.version;
      reply
        .header("content-type", "text/javascript; charset=utf-8")
        .header("x-content-type-options", "nosniff")
        .header("vary", "Accept-Encoding")
        .header(
          "cache-control",
          versioned ? "public, max-age=31536000, immutable" : "public, max-age=300",
        )
        .header("etag", `"${asset.version}"`);
      if (request.headers["if-none-match"] === `"${asset.version}"`) return reply.code(304).send();
      if (encoding !== "identity") reply.header("content-encoding", encoding);
      return reply.send(encoding === "identity" ? asset.identity : asset[encoding]);
    },
  );
}
