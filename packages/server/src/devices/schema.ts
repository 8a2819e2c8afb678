import {
  bigint,
  bigserial,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";

/** Tables of the device fleet; they mirror db/migrations/0014-devices.ts column for column. */

export type DeviceState = "made" | "sold" | "deleted";

export const devices = pgTable("devices", {
  id: serial("id").primaryKey(),
  /** 8 to 32 of A-Z, 0-9 and `-` (see devices/serial.ts). */
  serial: varchar("serial", { length: 32 }).notNull().unique(),
  /** 15 digits with a Luhn check digit, or empty. */
  imei: varchar("imei", { length: 15 }).notNull().default(""),
  model: varchar("model", { length: 64 }).notNull(),
  hardwareVersion: varchar("hardware_version", { length: 32 }).notNull().default(""),
  firmwareVersion: varchar("firmware_version", { length: 32 }).notNull().default(""),
  batch: varchar("batch", { length: 64 }).notNull().default(""),
  /** `YYYY-MM-DD`. */
  producedOn: date("produced_on", { mode: "string" }),
  state: varchar("state", { length: 16 }).$type<DeviceState>().notNull().default("made"),
  /** The state a deleted device returns to when restored. */
  stateBeforeDelete: varchar("state_before_delete", { length: 16 }).$type<"made" | "sold">(),
  /** users.id of a user holding the `agent` role. */
  agentId: integer("agent_id"),
  /** users.id of a user holding the `aftersale` role. */
  afterSaleId: integer("after_sale_id"),
  /** app_users.id (app-users area), no foreign key. */
  appUserId: integer("app_user_id"),
  /** SHA-256 hex of the device's secret; the secret itself is shown once and never stored. */
  secretHash: text("secret_hash").notNull().default(""),
  secretRotatedAt: timestamp("secret_rotated_at", { withTimezone: true }),
  firstSeenAt: timestamp("first_seen_at", { withTimezone: true }),
  /** Null: never connected. Online = within offlineAfterSeconds (devices/network.ts). */
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
  /**
   * When the offline sweep announced the device offline (its silence ran out); announced again
   * only after a heartbeat moves last_seen_at past it (devices/offline-sweep.ts, migration 0021).
   */
  offlineAt: timestamp("offline_at", { withTimezone: true }),
  batteryLevel: smallint("battery_level"),
  signal: smallint("signal"),
  lat: doublePrecision("lat"),
  lng: doublePrecision("lng"),
  province: varchar("province", { length: 32 }),
  batteryModel: varchar("battery_model", { length: 64 }).notNull().default(""),
  batteryCapacityMah: integer("battery_capacity_mah"),
  /** Percent of design capacity, 0 to 100. */
  batteryHealth: smallint("battery_health"),
  batteryCycles: integer("battery_cycles"),
  batteryReplacedAt: date("battery_replaced_at", { mode: "string" }),
  electrodeModel: varchar("electrode_model", { length: 64 }).notNull().default(""),
  electrodeBatch: varchar("electrode_batch", { length: 64 }).notNull().default(""),
  electrodeFittedAt: date("electrode_fitted_at", { mode: "string" }),
  electrodeUsesLeft: integer("electrode_uses_left"),
  electrodeReplaceBy: date("electrode_replace_by", { mode: "string" }),
  remark: varchar("remark", { length: 500 }).notNull().default(""),
  soldAt: timestamp("sold_at", { withTimezone: true }),
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const deviceSales = pgTable("device_sales", {
  id: serial("id").primaryKey(),
  deviceId: integer("device_id")
    .notNull()
    .references(() => devices.id, { onDelete: "cascade" }),
  buyer: varchar("buyer", { length: 100 }).notNull(),
  buyerPhone: varchar("buyer_phone", { length: 20 }).notNull().default(""),
  soldAt: timestamp("sold_at", { withTimezone: true }).notNull(),
  priceCents: bigint("price_cents", { mode: "number" }).notNull(),
  channel: varchar("channel", { length: 32 }).notNull().default(""),
  agentId: integer("agent_id"),
  notes: varchar("notes", { length: 500 }).notNull().default(""),
  operatorId: integer("operator_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const deviceHeartbeats = pgTable(
  "device_heartbeats",
  {
    deviceId: integer("device_id").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    battery: smallint("battery"),
    signal: smallint("signal"),
    firmwareVersion: varchar("firmware_version", { length: 32 }),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
  },
  (t) => [index("device_heartbeats_device_at_idx").on(t.deviceId, t.at)],
);

export type DeviceEventType =
  | "made"
  | "imported"
  | "sold"
  | "agent"
  | "afterSale"
  | "battery"
  | "electrode"
  | "firmware"
  | "sos"
  | "deleted"
  | "restored"
  | "secret";

export const deviceEvents = pgTable("device_events", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  deviceId: integer("device_id")
    .notNull()
    .references(() => devices.id, { onDelete: "cascade" }),
  type: varchar("type", { length: 32 }).$type<DeviceEventType>().notNull(),
  at: timestamp("at", { withTimezone: true }).notNull(),
  userId: integer("user_id"),
  detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
});
