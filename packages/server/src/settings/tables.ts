import { integer, jsonb, pgTable, timestamp } from "drizzle-orm/pg-core";

/** The tables of site settings and operator preferences; they mirror migration 0011 column for column. */

export const siteSettingsTable = pgTable("site_settings", {
  id: integer("id").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const userPreferences = pgTable("user_preferences", {
  userId: integer("user_id").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
