import { createHmac, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { formAnswerKeys } from "./schema.js";

/**
 * The sender's address is kept only as an HMAC under a key made once per installation and kept in
 * the database, so every server process sharing it hashes an address alike (the rate limit counts
 * across them) and a stored hash cannot be turned back into an address by trying them all.
 */
export function createAddressHasher(db: Db) {
  let key: Promise<string> | undefined;
  const readKey = async () => {
    await db
      .insert(formAnswerKeys)
      .values({ id: 1, secret: randomBytes(32).toString("hex") })
      .onConflictDoNothing();
    const [row] = await db
      .select({ secret: formAnswerKeys.secret })
      .from(formAnswerKeys)
      .where(eq(formAnswerKeys.id, 1));
    if (!row) throw new Error("form answer key missing");
    return row.secret;
  };
  return async (address: string): Promise<string> => {
    key ??= readKey().catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return createHmac("sha256", await key)
      .update(address)
      .digest("hex")
      .slice(0, 32);
  };
}
