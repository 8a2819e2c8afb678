import { sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { sqlRows } from "../goods/sql-rows.js";
import { PHASE, phaseAt } from "../marketing/rules/phase.js";
import { helpBargain, startBargain } from "../marketing/teams.js";
import type { BargainMessageKey } from "./bargain-messages.js";
import { ORDER_LOCKS } from "./locks.js";
import { readSkus } from "./sku-read.js";

/**
 * A shopper's bargain as the shop shows it (issue 33: "a bargain's helpers lower the price within
 * its rules and the shopper buys at the reached price"). The cuts themselves are marketing's rules
 * (marketing/teams.ts startBargain / helpBargain, rules/bargain-split.ts); this adds what a shop
 * needs around them: one open bargain per shopper and activity, no help to oneself, and refusals a
 * shopper can read. Checkout sells at the reached price by activity-facts.ts bargainTerms.
 */

export type BargainRefusal =
  | "notFound"
  | "notRunning"
  | "bought"
  | "own"
  | "already"
  | "floor"
  | "expired";

export const refusalKey = (reason: BargainRefusal): BargainMessageKey => `bargain.${reason}`;

/** going: friends can still cut; floor: at the floor price; ended: expired or activity over. */
export type BargainState = "going" | "floor" | "ended";

/** owner: the shopper who started it; helped: a friend who cut; friend: one who may; guest: signed out. */
export type BargainViewer = "owner" | "helped" | "friend" | "guest";

export interface BargainHelper {
  phone: string;
  cutCents: number;
  helpedAt: string;
}

export interface BargainView {
  id: number;
  activityId: number;
  goodsId: number;
  skuId: number;
  name: string;
  specText: string;
  image: string;
  /** The SKU's normal price today (原价). */
  salePriceCents: number;
  startPriceCents: number;
  floorPriceCents: number;
  /** Where the helps have brought it: what the owner pays. */
  priceCents: number;
  helpersNeeded: number;
  helpsDone: number;
  state: BargainState;
  expiresAt: string;
  /** Whole seconds to the deadline by the server's clock, 0 once it passed. */
  secondsLeft: number;
  owner: string;
  helpers: BargainHelper[];
  viewer: BargainViewer;
  /** What the viewer's own cut took off, when they helped. */
  myCutCents: number | null;
  /** The owner holds an order (not closed) bought under this activity. */
  bought: boolean;
  canHelp: boolean;
  canBuy: boolean;
}

/** 139****5678: enough for a friend to recognise, not enough to call. */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : "****";
}

interface RecordRow {
  id: number;
  activity_id: number;
  app_user_id: number;
  price_cents: number;
  floor_price_cents: number;
  helpers_needed: number;
  helps_done: number;
  status: number;
  expires_at: Date | string;
  goods_id: number;
  sku_id: number;
  start_price_cents: number;
  start_at: Date | string;
  end_at: Date | string;
  closed_at: Date | string | null;
  owner_phone: string | null;
}

async function readRecord(db: Db, recordId: number): Promise<RecordRow | undefined> {
  const [row] = await sqlRows<RecordRow>(
    db,
    sql`SELECT r.id, r.activity_id, r.app_user_id, r.price_cents, r.floor_price_cents,
               r.helpers_needed, r.helps_done, r.status, r.expires_at,
               a.goods_id, a.sku_id, a.start_price_cents, a.start_at, a.end_at, a.closed_at,
               u.phone AS owner_phone
        FROM bargain_records r JOIN bargain_activities a ON a.id = r.activity_id
        LEFT JOIN app_users u ON u.id = r.app_user_id
        WHERE r.id = ${recordId}`,
  );
  return row;
}

/** The record's state at `now`: its own deadline and its activity's window both end it. */
function stateOf(row: RecordRow, now: Date): BargainState {
  const activity = phaseAt(
    {
      startAt: new Date(row.start_at),
      endAt: new Date(row.end_at),
      closedAt: row.closed_at === null ? null : new Date(row.closed_at),
    },
    now,
  );
  if (
    activity !== PHASE.running ||
    Number(row.status) === 2 ||
    new Date(row.expires_at).getTime() <= now.getTime()
  )
    return "ended";
  return Number(row.status) === 1 ? "floor" : "going";
}

/** Units the shopper holds under the bargain activity in orders not closed (as checkout counts). */
async function unitsBought(db: Db, appUserId: number, activityId: number): Promise<number> {
  const [row] = await sqlRows<{ units: number | string }>(
    db,
    sql`SELECT coalesce(sum(l.quantity), 0) AS units
        FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE o.app_user_id = ${appUserId} AND o.status <> 4
          AND l.activity_kind = 'bargain' AND l.activity_id = ${activityId}`,
  );
  return Number(row?.units ?? 0);
}

/** One bargain as `viewerId` (undefined: signed out) sees it at `now`. */
export async function readBargain(
  db: Db,
  recordId: number,
  viewerId: number | undefined,
  now: Date,
): Promise<BargainView | undefined> {
  const row = await readRecord(db, recordId);
  if (!row) return undefined;
  const ownerId = Number(row.app_user_id);
  const [skus, helps, bought] = await Promise.all([
    readSkus(db, [Number(row.sku_id)]),
    sqlRows<{ helper_user_id: number; cut_cents: number; helped_at: Date | string; phone: string }>(
      db,
      sql`SELECT h.helper_user_id, h.cut_cents, h.helped_at, coalesce(u.phone, '') AS phone
          FROM bargain_helps h LEFT JOIN app_users u ON u.id = h.helper_user_id
          WHERE h.record_id = ${recordId} ORDER BY h.helped_at, h.helper_user_id`,
    ),
    unitsBought(db, ownerId, Number(row.activity_id)),
  ]);
  const sku = skus.get(Number(row.sku_id));
  const state = stateOf(row, now);
  const viewer: BargainViewer =
    viewerId === undefined
      ? "guest"
      : viewerId === ownerId
        ? "owner"
        : helps.some((h) => Number(h.helper_user_id) === viewerId)
          ? "helped"
          : "friend";
  const expiresAt = new Date(row.expires_at);
  return {
    id: Number(row.id),
    activityId: Number(row.activity_id),
    goodsId: Number(row.goods_id),
    skuId: Number(row.sku_id),
    name: sku?.name ?? "",
    specText: sku?.specText ?? "",
    image: sku?.image ?? "",
    salePriceCents: sku?.priceCents ?? 0,
    startPriceCents: Number(row.start_price_cents),
    floorPriceCents: Number(row.floor_price_cents),
    priceCents: Number(row.price_cents),
    helpersNeeded: Number(row.helpers_needed),
    helpsDone: Number(row.helps_done),
    state,
    expiresAt: expiresAt.toISOString(),
    secondsLeft: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
    owner: maskPhone(row.owner_phone ?? ""),
    helpers: helps.map((h) => ({
      phone: maskPhone(h.phone),
      cutCents: Number(h.cut_cents),
      helpedAt: new Date(h.helped_at).toISOString(),
    })),
    viewer,
    myCutCents:
      viewer === "helped"
        ? Number(helps.find((h) => Number(h.helper_user_id) === viewerId)?.cut_cents)
        : null,
    bought: bought > 0,
    // A guest may help once signed in (the page offers the sign-in for it).
    canHelp: (viewer === "friend" || viewer === "guest") && state === "going",
    canBuy: viewer === "owner" && state !== "ended" && bought === 0 && sku?.onSale === true,
  };
}

/**
 * Starts the shopper's bargain of a running activity, or answers the one they already have open
 * (a second 发起砍价 leads back to it rather than starting over at the full price). Under the
 * shopper's order lock, so two taps start one bargain and a purchase under way is counted.
 */
export async function startOwnBargain(
  db: Db,
  activityId: number,
  appUserId: number,
  now: Date,
): Promise<
  { ok: true; recordId: number; resumed: boolean } | { ok: false; reason: BargainRefusal }
> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(${ORDER_LOCKS.shopper}, ${appUserId}::integer)`,
    );
    const [open] = await sqlRows<{ id: number }>(
      tx,
      sql`SELECT id FROM bargain_records
          WHERE activity_id = ${activityId} AND app_user_id = ${appUserId}
            AND status IN (0, 1) AND expires_at > ${now.toISOString()}::timestamptz
          ORDER BY id DESC LIMIT 1`,
    );
    if ((await unitsBought(tx, appUserId, activityId)) > 0)
      return { ok: false as const, reason: "bought" as const };
    if (open) return { ok: true as const, recordId: Number(open.id), resumed: true };
    const started = await startBargain(tx, activityId, appUserId, now);
    return started.ok
      ? { ok: true as const, recordId: started.recordId, resumed: false }
      : { ok: false as const, reason: "notRunning" as const };
  });
}

/**
 * A friend's cut (marketing's helpBargain), after the refusals a shop adds: nobody helps their own
 * bargain, nor one whose activity is over or closed, and each refusal says which it is. The
 * record's owner and activity never change, so reading them before the rule's own transaction
 * is safe; the rule still decides under the row's lock whether the cut lands.
 */
export async function helpFriendBargain(
  db: Db,
  recordId: number,
  helperUserId: number,
  now: Date,
  random: () => number = Math.random,
): Promise<
  | { ok: true; cutCents: number; priceCents: number; finished: boolean }
  | { ok: false; reason: BargainRefusal }
> {
  const row = await readRecord(db, recordId);
  if (!row) return { ok: false, reason: "notFound" };
  if (Number(row.app_user_id) === helperUserId) return { ok: false, reason: "own" };
  const before = stateOf(row, now);
  const helped = await sqlRows<{ n: number }>(
    db,
    sql`SELECT 1 AS n FROM bargain_helps
        WHERE record_id = ${recordId} AND helper_user_id = ${helperUserId}`,
  );
  if (helped.length > 0) return { ok: false, reason: "already" };
  if (before !== "going") return { ok: false, reason: before === "floor" ? "floor" : "expired" };
  const done = await helpBargain(db, recordId, helperUserId, now, random);
  if (done.ok) return done;
  if (done.reason === "already") return { ok: false, reason: "already" };
  // Another friend's cut landed on the floor first, or the deadline passed meanwhile.
  const after = await readRecord(db, recordId);
  return { ok: false, reason: after && stateOf(after, now) === "floor" ? "floor" : "expired" };
}
