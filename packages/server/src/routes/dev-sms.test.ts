import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.js";
import { type Database, openDatabase } from "../db/database.js";
import { migrate } from "../db/migrate.js";
import { SEED_MOBILES, seedIfEmpty } from "../seed/seed.js";

// Who may read sign-in codes, and where codes go, depending on the mode and the settings.

let database: Database;
let dataDir: string;
const apps: FastifyInstance[] = [];
// Each app gets its own hour, so one app's codes never hold back the next one's (one per minute).
let hour = 0;

beforeAll(async () => {
  database = await openDatabase({});
  await migrate(database);
  await seedIfEmpty(database.db, { adminPassword: "Admin-pass-1", testPassword: "Test-pass-1" });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-dev-sms-"));
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface LogLine {
  level: number;
  msg: string;
}

/** An app as `npm start` builds it, with its log lines captured from the level LOG_LEVEL=warn shows. */
async function startApp(options: { production: boolean; env: NodeJS.ProcessEnv }) {
  const logs: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  const offset = ++hour * 3_600_000;
  const app = await createApp({
    database,
    dataDir,
    production: options.production,
    env: options.env,
    now: () => new Date(Date.now() + offset),
    logger: { level: "warn", stream },
  });
  apps.push(app);
  return { app, logs };
}

const sendCode = (app: FastifyInstance, mobile: string, language = "zh-CN") =>
  app.inject({
    method: "POST",
    url: "/api/login/sendCode",
    payload: { mobile },
    headers: { "accept-language": language },
  });

const readLastCode = (app: FastifyInstance, mobile: string, remoteAddress = "127.0.0.1") =>
  app.inject({ method: "GET", url: `/api/dev/sms/last?mobile=${mobile}`, remoteAddress });

const signInByCode = (app: FastifyInstance, mobile: string, code: string) =>
  app.inject({ method: "POST", url: "/api/login/mobile", payload: { mobile, code } });

const sixDigits = (text: string) => text.match(/\b\d{6}\b/)?.[0];

describe("production mode", () => {
  it("has no endpoint that shows codes, even when asked for, and refuses to send without a provider", async () => {
    const { app, logs } = await startApp({ production: true, env: { VITRINE_DEV_SMS: "1" } });
    expect((await readLastCode(app, SEED_MOBILES.admin)).statusCode).toBe(404);
    expect((await sendCode(app, SEED_MOBILES.admin)).json()).toMatchObject({
      code: 1,
      msg: "短信登录未配置，请使用其他方式登录",
    });
    expect((await sendCode(app, SEED_MOBILES.admin, "en")).json().msg).toBe(
      "Sign-in by SMS is not configured; use another way to sign in",
    );
    expect((await sendCode(app, SEED_MOBILES.admin, "zh-TW")).json().msg).toBe(
      "簡訊登入未設定，請使用其他方式登入",
    );
    expect(logs).toEqual([]);
  });

  it("delivers through the provider module VITRINE_SMS_SENDER names, and never logs the code", async () => {
    const provider = path.join(dataDir, "provider.mjs");
    fs.writeFileSync(
      provider,
      `export function createSmsSender({ env }) {
        return { async send(mobile, code) { globalThis.vitrineSmsSent.push({ mobile, code, sign: env.SMS_SIGN }); } };
      }\n`,
    );
    const sent: Array<{ mobile: string; code: string; sign: string }> = [];
    (globalThis as { vitrineSmsSent?: typeof sent }).vitrineSmsSent = sent;
    const { app, logs } = await startApp({
      production: true,
      env: { VITRINE_SMS_SENDER: provider, SMS_SIGN: "Vitrine" },
    });
    expect((await sendCode(app, SEED_MOBILES.test)).json().code).toBe(0);
    expect(sent).toEqual([
      { mobile: SEED_MOBILES.test, code: expect.any(String), sign: "Vitrine" },
    ]);
    expect(
      (await signInByCode(app, SEED_MOBILES.test, sent[0]!.code)).json().data.token,
    ).toBeTypeOf("string");
    expect(logs.filter((l) => l.msg.includes(sent[0]!.code))).toEqual([]);
  });

  it("refuses to start with a provider module that cannot be used, saying why", async () => {
    await expect(
      startApp({
        production: true,
        env: { VITRINE_SMS_SENDER: path.join(dataDir, "missing-provider.mjs") },
      }),
    ).rejects.toThrow(/VITRINE_SMS_SENDER: cannot load/);
    const empty = path.join(dataDir, "empty-provider.mjs");
    fs.writeFileSync(empty, "export const nothing = 1;\n");
    await expect(
      startApp({ production: true, env: { VITRINE_SMS_SENDER: empty } }),
    ).rejects.toThrow(/does not export createSmsSender/);
  });
});

describe("development mode (a plain npm start)", () => {
  it("has no endpoint that shows codes, and writes each code to the log at warn level", async () => {
    const { app, logs } = await startApp({ production: false, env: {} });
    expect((await sendCode(app, SEED_MOBILES.admin)).json().code).toBe(0);
    expect((await readLastCode(app, SEED_MOBILES.admin)).statusCode).toBe(404);
    const line = logs.find((l) => l.msg.includes(SEED_MOBILES.admin));
    expect(line?.level).toBe(40);
    const code = sixDigits(line!.msg.replace(SEED_MOBILES.admin, ""));
    expect((await signInByCode(app, SEED_MOBILES.admin, code!)).json().code).toBe(0);
  });

  it("with VITRINE_DEV_SMS=1, shows the last code to this machine only", async () => {
    const { app } = await startApp({ production: false, env: { VITRINE_DEV_SMS: "1" } });
    await sendCode(app, SEED_MOBILES.test);
    const local = await readLastCode(app, SEED_MOBILES.test);
    expect(local.json().data.code).toMatch(/^\d{6}$/);

    const remote = await readLastCode(app, SEED_MOBILES.test, "192.168.1.20");
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ msg: "此接口仅限本机访问", data: null });

    // Through a proxy on this machine every client would look local: forwarded calls are refused.
    const proxied = await app.inject({
      method: "GET",
      url: `/api/dev/sms/last?mobile=${SEED_MOBILES.test}`,
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    expect(proxied.statusCode).toBe(403);
  });
});
