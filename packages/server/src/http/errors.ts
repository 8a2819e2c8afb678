import type { FastifyError, FastifyInstance } from "fastify";
import { type MessageKey, translate } from "../i18n/messages.js";
import { sendStatus } from "./envelope.js";
import { MAX_JSON_DEPTH } from "./json-depth.js";
import { answerForMissing, notFoundPage } from "./not-found.js";

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** Turns the first schema error into a sentence in the caller's language, naming the field. */
function describeValidation(
  errors: AjvError[],
  t: (key: MessageKey, p?: Record<string, string | number>) => string,
) {
  const first = errors[0];
  if (!first) return t("validation.other", { field: "?" });
  const base = first.instancePath.replace(/^\//, "").replaceAll("/", ".");
  const field = (name: unknown) => (base ? `${base}.${String(name)}` : String(name));
  switch (first.keyword) {
    case "required":
      return t("validation.required", { field: field(first.params.missingProperty) });
    case "additionalProperties":
      return t("validation.additional", { field: field(first.params.additionalProperty) });
    case "type":
      return t("validation.type", { field: base || "body", type: String(first.params.type) });
    case "minLength":
      return t("validation.tooShort", { field: base, limit: Number(first.params.limit) });
    case "maxLength":
      return t("validation.tooLong", { field: base, limit: Number(first.params.limit) });
    case "enum":
      return t("validation.enum", { field: base });
    default:
      return t("validation.other", { field: base || "body" });
  }
}

/**
 * Maps every error to the envelope: client mistakes get their 4xx with a readable message; only a
 * genuine server fault answers 500, and it is logged.
 */
export function registerErrorHandling(app: FastifyInstance, options: { spaFallback: boolean }) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const t = (key: MessageKey, params?: Record<string, string | number>) =>
      translate(request.locale, key, params);
    if (error.validation) {
      const detail = describeValidation(error.validation as unknown as AjvError[], t);
      return sendStatus(reply, 400, t("http.invalid", { detail }));
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === "FST_ERR_CTP_BODY_TOO_LARGE")
      return sendStatus(reply, 413, t("http.tooLarge"));
    if (status === 415 || error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE")
      return sendStatus(reply, 415, t("http.unsupportedType"));
    if (error.code === "VT_JSON_TOO_DEEP")
      return sendStatus(reply, 400, t("http.tooDeep", { max: MAX_JSON_DEPTH }));
    if (
      error.code === "FST_ERR_CTP_INVALID_JSON_BODY" ||
      error.code === "FST_ERR_CTP_EMPTY_JSON_BODY" ||
      error instanceof SyntaxError
    )
      return sendStatus(reply, 400, t("http.badJson"));
    if (status >= 400 && status < 500)
      return sendStatus(reply, status, t("http.invalid", { detail: error.message }));
    request.log.error({ err: error }, "unhandled error");
    return sendStatus(reply, 500, t("http.internal"));
  });

  app.setNotFoundHandler((request, reply) => {
    const answer = answerForMissing(request, options.spaFallback);
    // Client-side routes (/home, /system/user, /goods/edit/12, ...) all load the app shell.
    if (answer === "app-shell")
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    if (answer === "html-page") {
      const t = (key: MessageKey) => translate(request.locale, key);
      const lang = { "zh-cn": "zh-CN", en: "en", "zh-tw": "zh-TW" }[request.locale];
      return reply
        .code(404)
        .type("text/html; charset=utf-8")
        .send(notFoundPage(lang, t("http.pageNotFound"), t("http.backHome")));
    }
    if (answer === "empty") return reply.code(404).send();
    return sendStatus(reply, 404, translate(request.locale, "http.notFound"));
  });
}
