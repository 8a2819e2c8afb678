import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Per-device secrets. A secret is 24 random bytes (32 base64url characters), shown once when it is
 * made (import, rotate) and stored only as its SHA-256: with that much randomness a plain hash is
 * enough (nothing to guess), and it costs a microsecond per heartbeat instead of a slow KDF's
 * milliseconds at 330 requests a second.
 */
export function newDeviceSecret(): string {
  return randomBytes(24).toString("base64url");
}

export function hashDeviceSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** Compares in constant time whatever was presented; an empty stored hash (no secret yet) never matches. */
export function secretMatches(presented: string, storedHash: string): boolean {
  if (storedHash.length !== 64 || presented.length === 0 || presented.length > 200) return false;
  const given = Buffer.from(hashDeviceSecret(presented), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}
