import type { TestServer } from "../testing/test-server.js";

/** The server environment app tests need: the development SMS sender that keeps its codes. */
export const APP_TEST_ENV = { ...process.env, VITRINE_DEV_SMS: "1" };

/** Signs a number in through the app's own calls (registering it on first use); answers the token. */
export async function signInApp(server: TestServer, phone: string): Promise<string> {
  const sent = await server.call("POST", "/api/app/sendCode", { body: { phone } });
  if (sent.json?.code !== 0) throw new Error(`sendCode failed: ${sent.text}`);
  const last = await server.call("GET", `/api/dev/sms/last?mobile=${phone}`);
  const code = last.json?.data.code as string;
  const login = await server.call("POST", "/api/app/login", { body: { phone, code } });
  if (login.json?.code !== 0) throw new Error(`app login failed: ${login.text}`);
  return login.json.data.token as string;
}

/** An app user straight in the table (list and filter tests need many, with chosen values). */
export async function insertAppUser(
  server: TestServer,
  values: {
    phone: string;
    nickname?: string;
    gender?: number;
    region?: string;
    status?: number;
    isDistributor?: boolean;
    registeredAt?: string;
  },
): Promise<number> {
  const [row] = await server.database.query<{ id: number }>(
    `INSERT INTO app_users (phone, nickname, gender, region, status, is_distributor, registered_at)
     VALUES ($1, $2, $3, $4, $5, $6, COALESCE($7::timestamptz, now())) RETURNING id`,
    [
      values.phone,
      values.nickname ?? "",
      values.gender ?? 0,
      values.region ?? "",
      values.status ?? 1,
      values.isDistributor ?? false,
      values.registeredAt ?? null,
    ],
  );
  return row!.id;
}
