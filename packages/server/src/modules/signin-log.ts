import type { FastifyRequest } from "fastify";
import type { Db } from "../db/database.js";
import { signinLogs } from "./schema.js";

export interface SignInAttempt {
  /** Absent when the account name matched nobody. */
  userId?: number | undefined;
  username: string;
  method: "password" | "mobile" | "qr";
  success: boolean;
  /** The refusal shown to the user, or empty on success. */
  message?: string;
}

/**
 * Records one sign-in attempt for the sign-in log. The sign-in routes call it after deciding; a
 * failure to write the log never blocks a sign-in, it is only reported to the server log.
 */
export async function recordSignIn(
  db: Db,
  request: FastifyRequest,
  at: Date,
  attempt: SignInAttempt,
): Promise<void> {
  try {
    await db.insert(signinLogs).values({
      userId: attempt.userId ?? null,
      username: attempt.username.slice(0, 100),
      method: attempt.method,
      success: attempt.success,
      ip: request.ip,
      userAgent: String(request.headers["user-agent"] ?? "").slice(0, 300),
      message: attempt.message ?? "",
      createdAt: at,
    });
  } catch (error) {
    request.log.error({ err: error }, "could not record a sign-in");
  }
}
