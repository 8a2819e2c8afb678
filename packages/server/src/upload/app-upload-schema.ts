import {
  char,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from "drizzle-orm/pg-core";

/** Images the companion app uploaded; mirrors db/migrations/0017-app-uploads.ts column for column. */
export const appUploads = pgTable(
  "app_uploads",
  {
    id: serial("id").primaryKey(),
    appUserId: integer("app_user_id").notNull(),
    md5: char("md5", { length: 32 }).notNull(),
    url: text("url").notNull(),
    storageKey: text("storage_key").notNull(),
    ext: varchar("ext", { length: 8 }).notNull(),
    size: integer("size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("app_uploads_app_user_id_md5_key").on(t.appUserId, t.md5),
    index("app_uploads_user_url_idx").on(t.appUserId, t.url),
  ],
);
