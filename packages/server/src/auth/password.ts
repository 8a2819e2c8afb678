import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

// scrypt is memory-hard: N=2^15, r=8 needs 32 MiB per hash, which makes GPU guessing expensive.
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      { N: n, r, p, maxmem: MAX_MEMORY },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

/**
 * Answers a self-describing hash: `scrypt$N$r$p$salt$key` (base64url), so parameters can grow later.
 * `cost` (scrypt's N) is for the test server's seeded users only, whose hash is made for every test:
 * verifyPassword reads N from the hash, so their sign-ins take the same path at a fraction of the CPU.
 */
export async function hashPassword(password: string, cost: number = N): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, R, P);
  return ["scrypt", cost, R, P, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, salt, key] = stored.split("$");
  if (algorithm !== "scrypt" || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(
    password,
    Buffer.from(salt, "base64url"),
    Number(n),
    Number(r),
    Number(p),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A random password for first start when none is configured: 18 characters, about 108 bits. */
export function generatePassword(): string {
  return randomBytes(14).toString("base64url").slice(0, 18);
}
