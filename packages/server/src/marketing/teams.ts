import { and, count, eq, gt, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { isUniqueViolation } from "../modules/framework/permission.js";
import { phaseOf } from "./activity-fields.js";
import { nextCut } from "./rules/bargain-split.js";
import { PHASE } from "./rules/phase.js";
import {
  bargainActivities,
  bargainHelps,
  bargainRecords,
  groupActivities,
  groupMembers,
  groupTeams,
} from "./schema.js";

/**
 * What the app side does with group buying and bargains (its calls come with the app later); the
 * rules live here so the server tests hold them now. Each answers a refusal reason or the result.
 */
export type TeamRefusal = "notRunning" | "limit" | "full" | "closed" | "already";

const HOUR_MS = 3_600_000;

/** Opens a group of a running group-buying activity, the opener as its first member. */
export async function openTeam(
  db: Db,
  activityId: number,
  appUserId: number,
  now: Date,
): Promise<{ ok: true; teamId: number } | { ok: false; reason: TeamRefusal }> {
  const [activity] = await db
    .select()
    .from(groupActivities)
    .where(eq(groupActivities.id, activityId));
  if (!activity || phaseOf(activity, now) !== PHASE.running)
    return { ok: false, reason: "notRunning" };
  const [held] = await db
    .select({ n: count() })
    .from(groupMembers)
    .innerJoin(groupTeams, eq(groupTeams.id, groupMembers.teamId))
    .where(
      and(
        eq(groupTeams.activityId, activityId),
        eq(groupMembers.appUserId, appUserId),
        ne(groupTeams.status, 2),
      ),
    );
  if (Number(held?.n ?? 0) >= activity.perUserLimit) return { ok: false, reason: "limit" };
  const expiresAt = new Date(
    Math.min(now.getTime() + activity.hoursOpen * HOUR_MS, activity.endAt.getTime()),
  );
  const teamId = await db.transaction(async (tx) => {
    const [team] = await tx
      .insert(groupTeams)
      .values({
        activityId,
        leaderUserId: appUserId,
        size: activity.groupSize,
        openedAt: now,
        expiresAt,
      })
      .returning({ id: groupTeams.id });
    await tx.insert(groupMembers).values({ teamId: team!.id, appUserId, joinedAt: now });
    return team!.id;
  });
  return { ok: true, teamId };
}

/** Joins an open group; the member who fills it marks it filled (status 1). */
export async function joinTeam(
  db: Db,
  teamId: number,
  appUserId: number,
  now: Date,
): Promise<{ ok: true; filled: boolean } | { ok: false; reason: TeamRefusal }> {
  try {
    return await db.transaction(async (tx) => {
      const [team] = await tx
        .update(groupTeams)
        .set({
          joined: sql`${groupTeams.joined} + 1`,
          status: sql`CASE WHEN ${groupTeams.joined} + 1 >= ${groupTeams.size} THEN 1 ELSE 0 END`,
        })
        .where(
          and(
            eq(groupTeams.id, teamId),
            eq(groupTeams.status, 0),
            gt(groupTeams.expiresAt, now),
            sql`${groupTeams.joined} < ${groupTeams.size}`,
          ),
        )
        .returning();
      if (!team) throw new TeamError("closed");
      await tx.insert(groupMembers).values({ teamId, appUserId, joinedAt: now });
      return { ok: true as const, filled: team.status === 1 };
    });
  } catch (error) {
    if (error instanceof TeamError) return { ok: false, reason: error.reason };
    if (isUniqueViolation(error)) return { ok: false, reason: "already" };
    throw error;
  }
}

class TeamError extends Error {
  constructor(readonly reason: TeamRefusal) {
    super(reason);
  }
}

/** Starts a shopper's bargain at the activity's starting price. */
export async function startBargain(
  db: Db,
  activityId: number,
  appUserId: number,
  now: Date,
): Promise<{ ok: true; recordId: number } | { ok: false; reason: TeamRefusal }> {
  const [activity] = await db
    .select()
    .from(bargainActivities)
    .where(eq(bargainActivities.id, activityId));
  if (!activity || phaseOf(activity, now) !== PHASE.running)
    return { ok: false, reason: "notRunning" };
  const expiresAt = new Date(
    Math.min(now.getTime() + activity.hoursOpen * HOUR_MS, activity.endAt.getTime()),
  );
  const [record] = await db
    .insert(bargainRecords)
    .values({
      activityId,
      appUserId,
      priceCents: activity.startPriceCents,
      floorPriceCents: activity.floorPriceCents,
      helpersNeeded: activity.helpersNeeded,
      startedAt: now,
      expiresAt,
    })
    .returning({ id: bargainRecords.id });
  return { ok: true, recordId: record!.id };
}

/**
 * One friend's help: cuts a random share (rules/bargain-split.ts) off the price in one transaction
 * holding the bargain's row, so helps at the same moment are applied one after another and the last
 * one needed lands exactly on the floor. A friend helps a bargain once.
 */
export async function helpBargain(
  db: Db,
  recordId: number,
  helperUserId: number,
  now: Date,
  random: () => number = Math.random,
): Promise<
  | { ok: true; cutCents: number; priceCents: number; finished: boolean }
  | { ok: false; reason: TeamRefusal }
> {
  try {
    return await db.transaction(async (tx) => {
      const [record] = await tx
        .select()
        .from(bargainRecords)
        .where(eq(bargainRecords.id, recordId))
        .for("update");
      if (!record) throw new TeamError("closed");
      if (record.status !== 0 || record.expiresAt.getTime() <= now.getTime())
        throw new TeamError("closed");
      const cut = nextCut(
        record.priceCents - record.floorPriceCents,
        record.helpersNeeded - record.helpsDone,
        random,
      );
      await tx
        .insert(bargainHelps)
        .values({ recordId, helperUserId, cutCents: cut, helpedAt: now });
      const helpsDone = record.helpsDone + 1;
      const finished = helpsDone === record.helpersNeeded;
      await tx
        .update(bargainRecords)
        .set({ priceCents: record.priceCents - cut, helpsDone, status: finished ? 1 : 0 })
        .where(eq(bargainRecords.id, recordId));
      return { ok: true as const, cutCents: cut, priceCents: record.priceCents - cut, finished };
    });
  } catch (error) {
    if (error instanceof TeamError) return { ok: false, reason: error.reason };
    if (isUniqueViolation(error)) return { ok: false, reason: "already" };
    throw error;
  }
}

/** Teams' states by id (tests and the app side). */
export async function teamStatuses(db: Db, ids: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: groupTeams.id, status: groupTeams.status })
    .from(groupTeams)
    .where(inArray(groupTeams.id, ids));
  return new Map(rows.map((r) => [r.id, r.status]));
}
