import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registeredRoutes } from "../http/auth-hook.js";
import { MAX_JSON_DEPTH } from "../http/json-depth.js";
import { resetWithModules } from "../modules/testing.js";
import { ADMIN_PASSWORD, startTestServer, type TestServer } from "../testing/test-server.js";
import { bodyFor, queryFor, sampleOf } from "./fuzz-inputs.js";
import { inBatches, rawRequest } from "./raw-request.js";
import { samplePath } from "./spellings.js";

/**
 * Malformed bodies to every POST route and malformed queries to every GET route, anonymously
 * and as the administrator (so the handlers run, not only the auth hook): no answer may be a 5xx.
 * Inputs come from fast-check with fixed seeds, so every run and CI send the same requests; the
 * work is bounded by request counts, never by time. The server is this file's own: the calls may
 * change any data, sign the administrator out or lock them out, and the file then seeds again.
 */

const SEED = 20261125;
/** Per POST route: bodies as the administrator and anonymously (about 100 routes: > 10,000). */
const POST_BODIES = { admin: 90, anonymous: 30 };
/** Per GET route. */
const GET_QUERIES = { admin: 40, anonymous: 15 };
/** Calls in flight: enough to overlap HTTP with the database, few enough for a busy 2-core host. */
const WIDTH = 4;

let server: TestServer;
let admin: string;
const sent = { bodies: 0, queries: 0 };
beforeAll(async () => {
  server = await startTestServer();
  await resetWithModules(server);
  admin = await server.signIn("admin", ADMIN_PASSWORD);
});
afterAll(async () => server?.close());

/**
 * Keeps the administrator able to reach every handler: a fuzzed call may have signed them out,
 * taken their role's grants, disabled the role or locked the account; then the data is seeded again.
 */
async function keepAdminSignedIn() {
  const probe = await server.call("POST", "/api/user/index", { body: {}, token: admin });
  if (probe.json?.code === 0) return;
  const again = await server.call("POST", "/api/login/doLogin", {
    body: { userName: "admin", password: ADMIN_PASSWORD },
  });
  if (again.json?.code === 0) {
    admin = again.json.data.token;
    const check = await server.call("POST", "/api/user/index", { body: {}, token: admin });
    if (check.json?.code === 0) return;
  }
  await resetWithModules(server);
  admin = await server.signIn("admin", ADMIN_PASSWORD);
}

function routesOf(method: "GET" | "POST") {
  const urls = registeredRoutes(server.app)
    .filter((route) => route.method === method)
    .map((route) => route.url);
  return [...new Set(urls)].sort();
}

type Schema = { properties?: Record<string, unknown>; required?: string[] } | undefined;

/** Field names a route reads: its schema's, and its module's columns (`/api/<module>/meta`). */
async function fieldsOf(method: "GET" | "POST", url: string) {
  const route = registeredRoutes(server.app).find((r) => r.method === method && r.url === url);
  const schema = (method === "POST" ? route?.schema?.body : route?.schema?.querystring) as Schema;
  const fields = new Set(Object.keys(schema?.properties ?? {}));
  const module = /^\/api\/([A-Za-z]+)\//.exec(url)?.[1];
  if (module && routesOf("POST").includes(`/api/${module}/meta`)) {
    moduleColumns[module] ??= await server
      .call("POST", `/api/${module}/meta`, { token: admin })
      .then((meta) => (meta.json?.data?.columns ?? []).map((c: { key: string }) => c.key));
    for (const key of moduleColumns[module] ?? []) fields.add(key);
    for (const key of ["id", "ids", "page", "limit", "order_field", "order_type", "is_down"])
      fields.add(key);
  }
  return { fields: [...fields], required: schema?.required ?? [] };
}
const moduleColumns: Record<string, string[]> = {};

/** A stable seed per route and role, so adding a route does not change the others' inputs. */
function seedFor(label: string): number {
  let hash = SEED;
  for (const char of label) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

async function fuzz(
  method: "GET" | "POST",
  role: "admin" | "anonymous",
  count: number,
): Promise<string[]> {
  const failures: string[] = [];
  for (const url of routesOf(method)) {
    const path = samplePath(url);
    const label = `${method} ${url} ${role}`;
    const { fields, required } = await fieldsOf(method, url);
    const inputs =
      method === "POST"
        ? sampleOf(bodyFor(fields, required), seedFor(label), count)
        : sampleOf(queryFor(fields), seedFor(label), count);
    const answers = await inBatches(
      inputs.map((input) => () => {
        const token = role === "admin" ? admin : undefined;
        return method === "POST"
          ? rawRequest(server.baseUrl, "POST", path, { token, body: input })
          : rawRequest(server.baseUrl, "GET", `${path}?${input}`, { token });
      }),
      WIDTH,
    );
    answers.forEach((answer, i) => {
      if (answer.status >= 500)
        failures.push(
          `${label} ${JSON.stringify(inputs[i]).slice(0, 300)} → ${answer.status} ${answer.text.slice(0, 200)}`,
        );
    });
    if (method === "POST") sent.bodies += inputs.length;
    else sent.queries += inputs.length;
    if (role === "admin") await keepAdminSignedIn();
  }
  return failures;
}

/** `{"a":{"a":...}}` nested `depth` levels, written as text: the test's own JSON.stringify would overflow. */
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
const nestedArray = (depth: number) => `{"list":${"[".repeat(depth - 1)}${"]".repeat(depth - 1)}}`;

describe("deep nesting to every POST route", { timeout: 600_000 }, () => {
  const bodies = [nestedObject(5_000), nestedObject(1_500), nestedArray(MAX_JSON_DEPTH + 1)];

  it("is refused by every route, never answered 5xx", async () => {
    const failures: string[] = [];
    for (const url of routesOf("POST")) {
      for (const token of [undefined, admin]) {
        const answers = await inBatches(
          bodies.map(
            (body) => () => rawRequest(server.baseUrl, "POST", samplePath(url), { token, body }),
          ),
          WIDTH,
        );
        // Refused, never read: 400 at the parser (a route with its own parser, the public form's,
        // refuses by its own limits: 400 or 413), or 401 for an anonymous call of a signed-in route.
        answers.forEach((answer, i) => {
          if (answer.status < 400 || answer.status >= 500)
            failures.push(
              `${url} ${token ? "admin" : "anonymous"} body ${i} → ${answer.status} ${answer.text.slice(0, 200)}`,
            );
        });
      }
      await keepAdminSignedIn();
    }
    expect(failures).toEqual([]);
  });

  it("answers 400 saying how deep a body may be, and keeps bodies as deep as the limit", async () => {
    const send = (body: string) =>
      rawRequest(server.baseUrl, "POST", "/api/settings/preferences", { token: admin, body });
    for (const body of bodies) {
      const refused = await send(body);
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.text)).toMatchObject({
        msg: `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`,
      });
    }
    const kept = await send(nestedArray(MAX_JSON_DEPTH));
    expect(kept.status).toBeLessThan(500);
    expect(kept.text).not.toContain("nested too deeply");
  });
});

describe("no malformed request makes the server answer 5xx", { timeout: 600_000 }, () => {
  it("bodies to every POST route, anonymously", async () => {
    expect(await fuzz("POST", "anonymous", POST_BODIES.anonymous)).toEqual([]);
  });

  it("bodies to every POST route, as the administrator", async () => {
    expect(await fuzz("POST", "admin", POST_BODIES.admin)).toEqual([]);
  });

  it("queries to every GET route, anonymously", async () => {
    expect(await fuzz("GET", "anonymous", GET_QUERIES.anonymous)).toEqual([]);
  });

  it("queries to every GET route, as the administrator", async () => {
    expect(await fuzz("GET", "admin", GET_QUERIES.admin)).toEqual([]);
  });

  it("sent at least 10,000 bodies in all", () => {
    expect(routesOf("POST").length).toBeGreaterThan(80);
    expect(sent.bodies).toBeGreaterThanOrEqual(10_000);
  });
});
