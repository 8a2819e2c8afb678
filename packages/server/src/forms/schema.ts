import { bigserial, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { pages } from "../pages/schema.js";

/** Tables of form answers; they mirror db/migrations/0009-form-answers.ts column for column. */

/** One answered question as stored: its index, its title and type when answered, the answer. */
export interface StoredAnswer {
  index: number;
  title: string;
  type: number;
  /** Text for text, dropdown and single choice; the chosen options for multiple choice. */
  value: string | string[];
}

export const formAnswers = pgTable("form_answers", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  pageId: integer("page_id")
    .notNull()
    .references(() => pages.id, { onDelete: "cascade" }),
  pageName: text("page_name").notNull().default(""),
  componentId: text("component_id").notNull(),
  formTitle: text("form_title").notNull().default(""),
  publishedVersion: integer("published_version").notNull(),
  /** Keyed by question name as the form posts it (`q0`, `q1`, ...). */
  answers: jsonb("answers").$type<Record<string, StoredAnswer>>().notNull(),
  summary: text("summary").notNull().default(""),
  addressHash: text("address_hash").notNull(),
  userAgent: text("user_agent").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const formAnswerKeys = pgTable("form_answer_keys", {
  id: integer("id").primaryKey(),
  secret: text("secret").notNull(),
});
