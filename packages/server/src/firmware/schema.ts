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
    /** firmware_files.id of the file sent with the chunked uploader; url, size and hashes are copied. */
    uploadId: integer("upload_id"),
    url: text("url").notNull().default(""),
    fileName: varchar("file_name", { length: 255 }).notNull().default(""),
    size: bigint("size", { mode: "number" }).notNull().default(0),
    md5: varchar("md5", { length: 32 }).notNull().default(""),
    /** The file's SHA-256 as the server computed it while storing (0018); '' before that. */
    sha256: varchar("sha256", { length: 64 }).notNull().default(""),
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

/** Firmware files (db/migrations/0018-firmware-files.ts), apart from the media library. */
export const firmwareFiles = pgTable("firmware_files", {
  id: serial("id").primaryKey(),
  md5: varchar("md5", { length: 32 }).notNull().unique(),
  sha256: varchar("sha256", { length: 64 }).notNull(),
  /** `firmware/2026/11/26/<md5>.bin`: built from the date and MD5 only, never from a client's name. */
  storageKey: text("storage_key").notNull(),
  /** The operator's file name; shown and offered as the download's name, never used in a path. */
  fileName: varchar("file_name", { length: 255 }).notNull(),
  size: bigint("size", { mode: "number" }).notNull(),
  userId: integer("user_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type FirmwareFileRow = typeof firmwareFiles.$inferSelect;
