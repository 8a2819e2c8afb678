import {
  bigint,
  bigserial,
  boolean,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from "drizzle-orm/pg-core";
import { devices } from "../devices/schema.js";

/** Firmware packages and upgrade results; they mirror db/migrations/0014-devices.ts. */

export type FirmwareStatus = "draft" | "released" | "withdrawn";

export const firmwarePackages = pgTable(
  "firmware_packages",
  {
    id: serial("id").primaryKey(),
    model: varchar("model", { length: 64 }).notNull(),
    version: varchar("version", { length: 32 }).notNull(),
    /** uploads.id of the file sent with the chunked uploader; url, size and md5 are copied from it. */
    uploadId: integer("upload_id"),
    url: text("url").notNull().default(""),
    fileName: varchar("file_name", { length: 255 }).notNull().default(""),
    size: bigint("size", { mode: "number" }).notNull().default(0),
    md5: varchar("md5", { length: 32 }).notNull().default(""),
    notes: varchar("notes", { length: 2000 }).notNull().default(""),
    forced: boolean("forced").notNull().default(false),
    /** Devices whose serial bucket (0-99, firmware/rollout.ts) is below this get the package. */
    rolloutPercent: smallint("rollout_percent").notNull().default(100),
    status: varchar("status", { length: 16 }).$type<FirmwareStatus>().notNull().default("draft"),
    releasedAt: timestamp("released_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("firmware_packages_model_version_key").on(t.model, t.version)],
);

export const firmwareUpgradeResults = pgTable("firmware_upgrade_results", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  packageId: integer("package_id")
    .notNull()
    .references(() => firmwarePackages.id, { onDelete: "cascade" }),
  deviceId: integer("device_id")
    .notNull()
    .references(() => devices.id, { onDelete: "cascade" }),
  fromVersion: varchar("from_version", { length: 32 }).notNull().default(""),
  toVersion: varchar("to_version", { length: 32 }).notNull().default(""),
  success: boolean("success").notNull(),
  message: varchar("message", { length: 500 }).notNull().default(""),
  reportedAt: timestamp("reported_at", { withTimezone: true }).notNull(),
});
