import type { SosStatus } from "@vitrine/contract";
import { doublePrecision, integer, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";
import { devices } from "../devices/schema.js";

/** SOS alarms; they mirror db/migrations/0014-devices.ts. */

// The statuses are the contract's, which the admin app reads too.
export type { SosStatus };

export const sosAlarms = pgTable("sos_alarms", {
  id: serial("id").primaryKey(),
  deviceId: integer("device_id")
    .notNull()
    .references(() => devices.id, { onDelete: "cascade" }),
  /** The device's serial when raised, so the list reads without a join. */
  serial: varchar("serial", { length: 32 }).notNull().default(""),
  appUserId: integer("app_user_id"),
  status: varchar("status", { length: 16 }).$type<SosStatus>().notNull().default("new"),
  lat: doublePrecision("lat"),
  lng: doublePrecision("lng"),
  raisedAt: timestamp("raised_at", { withTimezone: true }).notNull(),
  /** users.id of whoever acknowledged (or resolved) it. */
  handlerId: integer("handler_id"),
  notes: varchar("notes", { length: 1000 }).notNull().default(""),
  acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
  resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
