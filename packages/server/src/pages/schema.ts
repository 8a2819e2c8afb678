import {
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** Tables of the page module; they mirror db/migrations/0005-pages.ts and 0024-page-addresses.ts column for column. */

export type PageStatus = "draft" | "published";

export const pages = pgTable("pages", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  details: text("details").notNull().default(""),
  classification: text("classification").notNull().default(""),
  document: jsonb("document").notNull(),
  status: text("status").$type<PageStatus>().notNull().default("draft"),
  version: integer("version").notNull().default(1),
  publishedDocument: jsonb("published_document"),
  publishedVersion: integer("published_version"),
  publishedAt: timestamp("published_at", { withTimezone: true }),
  /** The public address `/s/<slug>` (migration 0023); null: `/s/page-<id>`. */
  slug: text("slug"),
  /** The shop's home page, at `/s/`: one page at most. */
  isHome: boolean("is_home").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const pageRevisions = pgTable("page_revisions", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  pageId: integer("page_id")
    .notNull()
    .references(() => pages.id, { onDelete: "cascade" }),
  revision: integer("revision").notNull(),
  version: integer("version").notNull(),
  name: text("name").notNull(),
  details: text("details").notNull().default(""),
  classification: text("classification").notNull().default(""),
  document: jsonb("document").notNull(),
  userId: integer("user_id"),
  userName: text("user_name").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
