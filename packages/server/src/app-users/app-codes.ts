import { createHash, randomInt } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { appSmsCodes } from "./schema.js";

/**
 * The companion app's sign-in codes: the same rules as the back office's mobile sign-in
 * (routes/login-mobile.ts): one code a minute per number, valid 5 minutes, 5 tries, stored hashed.
 * They live in their own table so an app user and an operator with the same number never use up
 * each other's code.
 */
export const APP_CODE_RESEND_MS = 60_000;
export const APP_CODE_TTL_MS = 5 * 60_000;
export const APP_CODE_MAX_TRIES = 5;
// Any fixed number: with the number's hash it names the advisory lock that orders one number's sends.
const SEND_LOCK = 727_013;

const hashCode = (phone: string, code: string) =>
  createHash("sha256").update(`app:${phone}:${code}`).digest("hex");

/** A new code for the number, or how long to wait when one was issued less than a minute ago. */
export async function issueAppCode(
  db: Db,
  phone: string,
  now: Date,
): Promise<{ code: string } | { waitSeconds: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEND_LOCK}, hashtext(${phone}))`);
    const [latest] = await tx
      .select({ createdAt: appSmsCodes.createdAt })
      .from(appSmsCodes)
      .where(eq(appSmsCodes.phone, phone))
      .orderBy(desc(appSmsCodes.createdAt))
      .limit(1);
    const since = latest ? now.getTime() - latest.createdAt.getTime() : Number.POSITIVE_INFINITY;
    if (since < APP_CODE_RESEND_MS)
      return { waitSeconds: Math.ceil((APP_CODE_RESEND_MS - since) / 1000) };
    await tx.delete(appSmsCodes).where(lt(appSmsCodes.expiresAt, now));
    await tx
      .update(appSmsCodes)
      .set({ usedAt: now })
      .where(and(eq(appSmsCodes.phone, phone), isNull(appSmsCodes.usedAt)));
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    await tx.insert(appSmsCodes).values({
      phone,
      codeHash: hashCode(phone, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + APP_CODE_TTL_MS),
    });
    return { code };
  });
}

/** Checks a typed code; each change is one conditional UPDATE so parallel guesses count one by one. */
export async function checkAppCode(
  db: Db,
  phone: string,
  typed: string,
  now: Date,
): Promise<"accepted" | "invalid" | "tooManyTries"> {
  const [live] = await db
    .select({ id: appSmsCodes.id, codeHash: appSmsCodes.codeHash })
    .from(appSmsCodes)
    .where(
      and(eq(appSmsCodes.phone, phone), isNull(appSmsCodes.usedAt), gt(appSmsCodes.expiresAt, now)),
    )
    .orderBy(desc(appSmsCodes.createdAt))
    .limit(1);
  if (!live) return "invalid";
  const stillLive = and(
    eq(appSmsCodes.id, live.id),
    isNull(appSmsCodes.usedAt),
    lt(appSmsCodes.attempts, APP_CODE_MAX_TRIES),
  );
  if (live.codeHash === hashCode(phone, typed)) {
    const used = await db
      .update(appSmsCodes)
      .set({ usedAt: now })
      .where(and(stillLive, gt(appSmsCodes.expiresAt, now)))
      .returning({ id: appSmsCodes.id });
    return used.length > 0 ? "accepted" : "invalid";
  }
  const [counted] = await db
    .update(appSmsCodes)
    .set({
      attempts: sql`${appSmsCodes.attempts} + 1`,
      usedAt: sql`CASE WHEN ${appSmsCodes.attempts} + 1 >= ${APP_CODE_MAX_TRIES} THEN ${now.toISOString()}::timestamptz END`,
    })
    .where(stillLive)
    .returning({ attempts: appSmsCodes.attempts });
  return counted && counted.attempts >= APP_CODE_MAX_TRIES ? "tooManyTries" : "invalid";
}
