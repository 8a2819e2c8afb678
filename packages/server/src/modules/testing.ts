import { hashPassword } from "../auth/password.js";
import { ADMIN_PASSWORD, TEST_PASSWORD, type TestServer } from "../testing/test-server.js";
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
