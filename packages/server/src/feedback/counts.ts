import { count, inArray } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { feedback } from "./schema.js";
import { OPEN_STATUSES } from "./transitions.js";

/** Feedback still waiting for the operators (new or processing), for the dashboard's card. */
export async function openFeedbackCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(feedback)
    .where(inArray(feedback.status, [...OPEN_STATUSES]));
  return Number(row?.n ?? 0);
}
