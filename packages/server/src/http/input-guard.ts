import type { FastifyInstance } from "fastify";
import { sendStatus } from "./envelope.js";

/**
 * A NUL (PostgreSQL text cannot hold one) or a UTF-16 surrogate without its pair (it has no UTF-8
 * form, so the database refuses the whole statement).
 */
function unstorable(text: string): boolean {
  // isWellFormed (Node 20+, ES2024) is false exactly when a surrogate lacks its pair.
  return text.includes("\u0000") || !(text as string & { isWellFormed(): boolean }).isWellFormed();
}

type Finding = { field: string; kind: "character" | "number" };

/** A field's path as the message names it: a client's key names, kept short. */
const named = (path: string) => (path ? path.slice(0, 64) : "body");

/**
 * The first value in `root` that no handler should ever see: a string (or a key) holding an
 * unstorable character, or a number that is not finite. JSON cannot write Infinity or NaN, so such
 * a number only appears when schema coercion turned "Infinity" or "1e999" into one. Walked
 * without recursion, so a deeply nested body cannot exhaust the stack.
 */
export function findUnusableValue(root: unknown): Finding | undefined {
  const stack: Array<[string, unknown]> = [["", root]];
  while (stack.length > 0) {
    const [path, value] = stack.pop()!;
    if (typeof value === "string") {
      if (unstorable(value)) return { field: named(path), kind: "character" };
    } else if (typeof value === "number") {
      if (!Number.isFinite(value)) return { field: named(path), kind: "number" };
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) stack.push([`${path}[${index}]`, item]);
    } else if (value !== null && typeof value === "object" && !ArrayBuffer.isView(value)) {
      // Only what a parser built: plain objects (streams and files of multipart calls are not data).
      const prototype = Object.getPrototypeOf(value);
      if (prototype !== Object.prototype && prototype !== null) continue;
      for (const [key, item] of Object.entries(value)) {
        const field = path ? `${path}.${key}` : key;
        if (unstorable(key)) return { field: named(path), kind: "character" };
        stack.push([field, item]);
      }
    }
  }
  return undefined;
}

/**
 * Refuses with 400, in the caller's language, a body or query that holds a value no column can
 * store or no SQL clause can use, before any handler sees it: one rule for every route instead of a
 * check in each (a NUL in a user name, a QR id or a category title answered 500). Strings are read
 * before validation; numbers after it, since they come from the schema's coercion.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook("preValidation", async (request, reply) => {
    const found = findUnusableValue(request.body) ?? findUnusableValue(request.query);
    if (found?.kind === "character")
      return sendStatus(reply, 400, request.t("http.badCharacter", { field: found.field }));
  });
  app.addHook("preHandler", async (request, reply) => {
    const found = findUnusableValue(request.body) ?? findUnusableValue(request.query);
    if (found)
      return sendStatus(
        reply,
        400,
        request.t(found.kind === "number" ? "http.badNumber" : "http.badCharacter", {
          field: found.field,
        }),
      );
  });
}
