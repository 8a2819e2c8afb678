import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

export * from "../devices/schema.js";
export * from "../goods/schema.js";

/** Column types here mirror db/migrations; a migration is the only way the tables change. */

export const roles = pgTable("roles", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  sign: text("sign").notNull().unique(),
  sort: integer("sort").notNull().default(0),
  status: integer("status").notNull().default(1),
  description: text("description").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  mobile: text("mobile").notNull().default(""),
  email: text("email").notNull().default(""),
  description: text("description").notNull().default(""),
  photo: text("photo").notNull().default(""),
  /** 1 active, 0 disabled: a disabled user cannot sign in. */
  status: integer("status").notNull().default(1),
  loginIp: text("login_ip").notNull().default(""),
  loginTime: timestamp("login_time", { withTimezone: true }),
  errorCount: integer("error_count").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const userRoles = pgTable(
  "user_roles",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const menus = pgTable(
  "menus",
  {
    id: serial("id").primaryKey(),
    pid: integer("pid").notNull().default(0),
    /** "menu" or "button". */
    type: text("type").notNull().default("menu"),
    title: text("title").notNull(),
    name: text("name").notNull().default(""),
    path: text("path").notNull().default(""),
    component: text("component").notNull().default(""),
    redirect: text("redirect").notNull().default(""),
    icon: text("icon").notNull().default(""),
    isLink: text("is_link").notNull().default(""),
    isHide: boolean("is_hide").notNull().default(false),
    isKeepAlive: boolean("is_keep_alive").notNull().default(true),
    isAffix: boolean("is_affix").notNull().default(false),
    isIframe: boolean("is_iframe").notNull().default(false),
    permission: text("permission").notNull().default(""),
    sort: integer("sort").notNull().default(0),
    status: integer("status").notNull().default(1),
  },
  (t) => [index("menus_pid_idx").on(t.pid)],
);

/** A menu with no grant at all is open to every signed-in user (spec: a route with no roles). */
export const roleMenus = pgTable(
  "role_menus",
  {
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    menuId: integer("menu_id")
      .notNull()
      .references(() => menus.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

export const sessions = pgTable(
  "sessions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** SHA-256 of the token: a stolen database copy holds no usable token. */
    tokenHash: text("token_hash").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    ip: text("ip").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Failed sign-ins, kept in the database so the limit holds across server processes. */
/** A counter per limited key (sign-in pair, account, address; QR and SMS per address); see auth/rate-limits.ts. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});

/** Addresses an account signed in from: the per-account back-off does not apply to them. */
export const loginKnownAddresses = pgTable(
  "login_known_addresses",
  {
    account: text("account").notNull(),
    ip: text("ip").notNull(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.account, t.ip] })],
);

export const smsCodes = pgTable("sms_codes", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  mobile: text("mobile").notNull(),
  codeHash: text("code_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  attempts: integer("attempts").notNull().default(0),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

export const qrLogins = pgTable("qr_logins", {
  id: text("id").primaryKey(),
  /** pending → confirmed (a signed-in session approved it); expiry is computed from expiresAt. */
  status: text("status").notNull().default("pending"),
  userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  /** The address and browser that asked for the code, shown to whoever is asked to confirm it. */
  ip: text("ip").notNull().default(""),
  userAgent: text("user_agent").notNull().default(""),
  /** Set when the token was handed out: it is handed out exactly once. */
  deliveredAt: timestamp("delivered_at", { withTimezone: true }),
});

export const schema = {
  roles,
  users,
  userRoles,
  menus,
  roleMenus,
  sessions,
  rateLimits,
  loginKnownAddresses,
  smsCodes,
  qrLogins,
};
