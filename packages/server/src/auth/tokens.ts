import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes: 256 bits, opaque to the client. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only this hash is stored, so a leaked sessions table holds no usable token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
