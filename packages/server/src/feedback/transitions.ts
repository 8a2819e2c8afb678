import type { FeedbackStatus } from "./schema.js";

export const FEEDBACK_STATUSES: readonly FeedbackStatus[] = ["new", "processing", "resolved"];

/** The only moves: a new item is taken up, a taken-up item is resolved. Resolved is final. */
const NEXT: Record<FeedbackStatus, FeedbackStatus | undefined> = {
  new: "processing",
  processing: "resolved",
  resolved: undefined,
};

export const isFeedbackStatus = (value: unknown): value is FeedbackStatus =>
  typeof value === "string" && (FEEDBACK_STATUSES as readonly string[]).includes(value);

export const canMove = (from: FeedbackStatus, to: FeedbackStatus): boolean => NEXT[from] === to;

/** Still waiting for the operators: what the dashboard counts as open feedback. */
export const OPEN_STATUSES: readonly FeedbackStatus[] = ["new", "processing"];
