import { afterAll, beforeAll, beforeEach } from "vitest";
import { hashPassword } from "../auth/password.js";
import {
  ADMIN_PASSWORD,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from "../testing/test-server.js";
import { seedSystemModules } from "./seed.js";

export const AFTERSALE_PASSWORD = "Aftersale1";

/** The seeded database plus the system modules' seed and a user holding the after-sale role. */
export async function resetWithModules(server: TestServer): Promise<void> {
  await server.reset();
  await seedSystemModules(server.database.db);
  const hash = await hashPassword(AFTERSALE_PASSWORD);
  await server.database.query(
    `WITH u AS (
       INSERT INTO users (username, password_hash, mobile, email, description)
       VALUES ('service', $1, '13800000003', 'service@example.com', 'After-sale staff') RETURNING id
     )
     INSERT INTO user_roles (user_id, role_id) SELECT u.id, r.id FROM u, roles r WHERE r.sign = 'aftersale'`,
    [hash],
  );
}

export interface Tokens {
  admin: string;
  common: string;
  aftersale: string;
}

/** One session per seeded role: admin (admin), test (common) and service (aftersale). */
export async function signInAll(server: TestServer): Promise<Tokens> {
  const [admin, common, aftersale] = await Promise.all([
    server.signIn("admin", ADMIN_PASSWORD),
    server.signIn("test", TEST_PASSWORD),
    server.signIn("service", AFTERSALE_PASSWORD),
  ]);
  return { admin, common, aftersale };
}

/** Grants a role the button rows carrying these permission identifiers. */
export async function grant(server: TestServer, roleSign: string, permissions: string[]) {
  await server.database.query(
    `INSERT INTO role_menus (role_id, menu_id)
     SELECT r.id, m.id FROM roles r, menus m
     WHERE r.sign = $1 AND m.type = 'button' AND m.permission = ANY($2::text[])
     ON CONFLICT DO NOTHING`,
    [roleSign, permissions],
  );
}

/**
 * The set-up most server test files share: one server per file (PGlite takes about two seconds to
 * start), and before each test the database reset with the modules' seed and every role signed in
 * afresh. The callbacks hand the server and the tokens to the file's own variables, so its tests
 * read them as before; a file's own `beforeEach` registered after this call runs after the reset.
 */
export function useSignedInServer(
  started: (server: TestServer) => void,
  signedIn: (tokens: Tokens) => void,
): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer();
    started(server);
  });
  afterAll(async () => server?.close());
  beforeEach(async () => {
    if (!server) throw new Error("the test server did not start");
    await resetWithModules(server);
    signedIn(await signInAll(server));
  });
}
