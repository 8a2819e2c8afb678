import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** Tables of the media library; they mirror db/migrations/0002-media.ts column for column. */

export const uploadCates = pgTable("upload_cates", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const uploads = pgTable(
  "uploads",
  {
    id: serial("id").primaryKey(),
    /** Lowercase hex MD5 of the whole file; one record per content. */
    md5: text("md5").notNull(),
    url: text("url").notNull(),
    /** Where the storage keeps it (`image/2026/11/23/<md5>.png`), built only from md5, type and date. */
    storageKey: text("storage_key").notNull(),
    /** The name the operator's file had; shown, never used in a path. */
    fileName: text("file_name").notNull(),
    ext: text("ext").notNull(),
    type: text("type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    cateId: integer("cate_id").notNull().default(0),
    userId: integer("user_id"),
    ip: text("ip").notNull().default(""),
    createTime: timestamp("create_time", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("uploads_md5_key").on(t.md5),
    index("uploads_cate_idx").on(t.cateId, t.id),
    index("uploads_type_idx").on(t.type, t.id),
  ],
);

export type UploadRow = typeof uploads.$inferSelect;

/** The record every upload call answers, as the client reads it. */
export interface MediaRecord {
  id: number;
  url: string;
  fileName: string;
  md5: string;
  ext: string;
  type: "image" | "video";
  size: number;
  cate_id: number;
  create_time: string;
}

export function toMediaRecord(row: UploadRow): MediaRecord {
  return {
    id: row.id,
    url: row.url,
    fileName: row.fileName,
    md5: row.md5,
    ext: row.ext,
    type: row.type === "video" ? "video" : "image",
    size: row.size,
    cate_id: row.cateId,
    create_time: row.createTime.toISOString(),
  };
}
