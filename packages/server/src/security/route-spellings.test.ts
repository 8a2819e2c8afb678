import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registeredRoutes } from "../http/auth-hook.js";
import { startTestServer, TEST_PASSWORD, type TestServer } from "../testing/test-server.js";
import { type AppWithShell, SHELL_HTML, startAppWithShell } from "./app-with-shell.js";
import { inBatches, type RawAnswer, rawRequest } from "./raw-request.js";
import { samplePath, spellingsOf } from "./spellings.js";

let server: TestServer;
let shell: AppWithShell;
let testToken: string;
beforeAll(async () => {
  server = await startTestServer();
  await server.reset();
  shell = await startAppWithShell(server);
  testToken = await server.signIn("test", TEST_PASSWORD);
});
afterAll(async () => {
  await shell?.close();
  await server?.close();
});

/** Bodies that would pass a route's first checks: an empty object (calls refuse missing fields). */
function ask(method: string, path: string, token?: string): Promise<RawAnswer> {
  return rawRequest(shell.baseUrl, method, path, {
    token,
    body: method === "POST" ? "{}" : undefined,
  });
}

/** The answers that keep a route closed: no session, no grant, no such route, or the app shell. */
function keepsClosed(method: string, answer: RawAnswer): boolean {
  if ([401, 403, 404].includes(answer.status)) return true;
  // A path that names no route loads the admin app for the browser's own router: no data in it.
  return (
    (method === "GET" || method === "HEAD") && answer.status === 200 && answer.text === SHELL_HTML
  );
}

const ROLES = [
  { role: "anonymous", token: () => undefined },
  { role: "test (common)", token: () => testToken },
] as const;

describe("every route, under every spelling of its path, as every role", () => {
  it("lists the routes the app registers, the admin app's files among them", () => {
    const routes = registeredRoutes(shell.app);
    expect(routes.length).toBeGreaterThan(100);
    expect(routes).toContainEqual(
      expect.objectContaining({ url: "/api/user/index", public: false }),
    );
    expect(routes).toContainEqual(
      expect.objectContaining({ method: "GET", url: "/index.html", public: true }),
    );
  });

  it.each(ROLES)(
    "answers only 401, 403 or 404 where the plain path needs more ($role)",
    async ({ token }) => {
      const routes = registeredRoutes(shell.app).filter((route) => !route.public);
      const plain = await inBatches(
        routes.map((route) => () => ask(route.method, samplePath(route.url), token())),
        8,
      );
      const closed = routes.filter((_, i) => [401, 403].includes(plain[i]!.status));
      if (!token()) expect(closed.length).toBe(routes.length);
      else expect(closed.length).toBeGreaterThan(30);

      const calls = closed.flatMap((route) =>
        spellingsOf(samplePath(route.url)).map((spelling) => ({ method: route.method, spelling })),
      );
      const answers = await inBatches(
        calls.map(
          ({ method, spelling }) =>
            () =>
              ask(method, spelling, token()),
        ),
        8,
      );
      const opened = calls
        .map((call, i) => ({ ...call, answer: answers[i]! }))
        .filter(({ method, answer }) => !keepsClosed(method, answer))
        .map(({ method, spelling, answer }) => `${method} ${spelling} → ${answer.status}`);
      expect(opened).toEqual([]);
    },
  );

  it("asks a non-public route anonymously and gets 401 whatever the body", async () => {
    // Decided before the body is read: a malformed body does not turn "sign in" into a 400.
    const answer = await rawRequest(shell.baseUrl, "POST", "/%61pi/user/index", {
      body: "{not json",
    });
    expect(answer.status).toBe(401);
  });
});

describe("what stays public", () => {
  it("serves the admin app's files and its client-side routes without a session", async () => {
    for (const path of ["/", "/index.html", "/system/user"]) {
      const answer = await rawRequest(shell.baseUrl, "GET", path);
      expect([path, answer.status, answer.text]).toEqual([path, 200, SHELL_HTML]);
    }
    const asset = await rawRequest(shell.baseUrl, "GET", "/assets/app-1234.js");
    expect(asset.status).toBe(200);
  });

  it("answers the sign-in call and a missing media file without a session", async () => {
    const signIn = await rawRequest(shell.baseUrl, "POST", "/api/login/doLogin", {
      body: JSON.stringify({ userName: "test", password: TEST_PASSWORD }),
    });
    expect(JSON.parse(signIn.text).code).toBe(0);
    const media = await rawRequest(shell.baseUrl, "GET", "/uploads/image/nothing.png");
    expect(media.status).toBe(404);
  });

  it("answers an unknown path the same with or without a session", async () => {
    for (const method of ["GET", "POST"])
      for (const path of ["/api/no-such-call", "/%61pi/no-such-call", "/api/user/index/x"]) {
        const anonymous = await ask(method, path);
        const signedIn = await ask(method, path, testToken);
        expect(anonymous.status).toBe(404);
        expect(signedIn).toEqual(anonymous);
      }
  });
});
