import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";

/** Tables of the system modules; they mirror db/migrations/0003-system.ts column for column. */

export const depts = pgTable(
  "depts",
  {
    id: serial("id").primaryKey(),
    pid: integer("pid").notNull().default(0),
    name: text("name").notNull(),
    leader: text("leader").notNull().default(""),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    sort: integer("sort").notNull().default(0),
    status: integer("status").notNull().default(1),
    description: text("description").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("depts_pid_idx").on(t.pid)],
);

export const dictTypes = pgTable("dict_types", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  code: text("code").notNull().unique(),
  sort: integer("sort").notNull().default(0),
  status: integer("status").notNull().default(1),
  description: text("description").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const dictItems = pgTable(
  "dict_items",
  {
    id: serial("id").primaryKey(),
    typeId: integer("type_id")
      .notNull()
      .references(() => dictTypes.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    value: text("value").notNull(),
    sort: integer("sort").notNull().default(0),
    status: integer("status").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.typeId, t.value)],
);

export const operationLogs = pgTable(
  "operation_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id"),
    username: text("username").notNull().default(""),
    module: text("module").notNull(),
    action: text("action").notNull(),
    ids: text("ids").notNull().default(""),
    ip: text("ip").notNull().default(""),
    summary: text("summary").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("operation_logs_created_id_idx").on(t.createdAt, t.id),
    index("operation_logs_action_id_idx").on(t.action, t.createdAt, t.id),
    index("operation_logs_module_id_idx").on(t.module, t.createdAt, t.id),
    index("operation_logs_username_id_idx").on(t.username, t.createdAt, t.id),
  ],
);

export const signinLogs = pgTable(
  "signin_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id"),
    username: text("username").notNull().default(""),
    /** password, mobile or qr: the sign-in tab used. */
    method: text("method").notNull().default("password"),
    success: boolean("success").notNull(),
    ip: text("ip").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
    message: text("message").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("signin_logs_created_id_idx").on(t.createdAt, t.id),
    index("signin_logs_username_id_idx").on(t.username, t.createdAt, t.id),
  ],
);

export const configs = pgTable("configs", {
  id: serial("id").primaryKey(),
  key: text("key").notNull().unique(),
  name: text("name").notNull(),
  /** string, number, boolean or json: how `value` (always stored as text) is checked and read. */
  type: text("type").notNull().default("string"),
  value: text("value").notNull().default(""),
  description: text("description").notNull().default(""),
  sort: integer("sort").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
