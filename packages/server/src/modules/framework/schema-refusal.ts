import type { FastifyRequest } from "fastify";
import { type Envelope, fail } from "../../http/envelope.js";
import { type Locale, translate } from "../../i18n/messages.js";
import type { Translate } from "../messages.js";
import type { ModuleDeclaration } from "./types.js";
import { label } from "./validate.js";

interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/**
 * A request its route's JSON schema refused, answered like every other refusal of a module: code 1
 * and a sentence in the caller's language naming the field by its label, with the field in
 * `data.errors` for forms. The module's routes set `attachValidation` so that this runs after the
 * session and permission checks instead of Fastify's transport-level 400.
 */
export function schemaRefusal(
  declaration: ModuleDeclaration,
  request: FastifyRequest,
  t: Translate,
): Envelope | undefined {
  const failure = request.validationError;
  if (!failure) return undefined;
  const errors = (failure.validation ?? []) as SchemaError[];
  const first = errors[0];
  const key = fieldKey(first);
  if (!key) {
    // The request as a whole: too many fields, or not an object at all.
    if (first?.keyword === "maxProperties")
      return fail(t("request.tooManyFields", { max: Number(first.params.limit) }));
    return fail(translate(request.locale, "validation.type", { field: "body", type: "object" }));
  }
  const field = declaration.fields.find((f) => f.key === key);
  const message = describe(first, field ? label(field, request.locale as Locale) : key, t);
  return fail(message, { errors: [{ field: key, message }] });
}

/** The top-level field an error is about: a missing property, or the first step of its path. */
function fieldKey(error: SchemaError | undefined): string {
  if (!error) return "";
  if (error.keyword === "required") return String(error.params.missingProperty ?? "");
  const [first = ""] = error.instancePath.replace(/^\//, "").split("/");
  // `name[]=a&name[]=b` in a querystring is the filter `name`.
  return first.replace(/~1/g, "/").replace(/~0/g, "~").replace(/\[\]$/, "");
}

function describe(error: SchemaError | undefined, name: string, t: Translate): string {
  switch (error?.keyword) {
    case "required":
      return t("field.required", { field: name });
    case "maxLength":
      return t("field.tooLong", { field: name, max: Number(error.params.limit) });
    case "maxItems":
      return t("field.tooManyItems", { field: name, max: Number(error.params.limit) });
    default:
      return t("field.format", { field: name });
  }
}
