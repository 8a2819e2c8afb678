import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";

/** The feedback table; it mirrors db/migrations/0013-app-users.ts column for column. */

export type FeedbackStatus = "new" | "processing" | "resolved";

export const feedback = pgTable(
  "feedback",
  {
    id: serial("id").primaryKey(),
    /** app_users.id of the sender. */
    appUserId: integer("app_user_id").notNull(),
    content: text("content").notNull(),
    /** Up to 9 image URLs from the upload API. */
    images: jsonb("images").$type<string[]>().notNull().default([]),
    contact: text("contact").notNull().default(""),
    appVersion: text("app_version").notNull().default(""),
    deviceSerial: text("device_serial").notNull().default(""),
    /** new → processing → resolved (feedback/transitions.ts). "Open" = new or processing. */
    status: varchar("status", { length: 16 }).$type<FeedbackStatus>().notNull().default("new"),
    reply: text("reply").notNull().default(""),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    /** users.id of the after-sale staff member it is assigned to (plain integer, no foreign key). */
    assigneeId: integer("assignee_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    index("feedback_status_created_idx").on(t.status, t.createdAt),
    index("feedback_created_idx").on(t.createdAt),
    index("feedback_app_user_idx").on(t.appUserId),
    index("feedback_assignee_idx").on(t.assigneeId),
  ],
);
