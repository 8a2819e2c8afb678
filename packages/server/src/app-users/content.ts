import { sanitizeHtml } from "@vitrine/editor-react/server";
import { eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { appContents } from "./schema.js";

/** The app's two content pages: "about us" and the "my" page's help text. */
export const CONTENT_KEYS = ["about", "myAbout"] as const;
export type ContentKey = (typeof CONTENT_KEYS)[number];
export const CONTENT_MAX_CHARS = 100_000;

/** The permission that edits each page: the button of its own menu row (seed/menu-tree.ts). */
export const CONTENT_PERMISSION: Record<ContentKey, string> = {
  about: "appAbout:edit",
  myAbout: "appMyAbout:edit",
};

export const isContentKey = (key: unknown): key is ContentKey =>
  typeof key === "string" && (CONTENT_KEYS as readonly string[]).includes(key);

/**
 * The page's HTML as stored: always passed through the editor's own allow-list sanitiser on the
 * server, whatever the browser sent, so the app can show it as HTML without trusting the editor.
 */
export const cleanContent = (html: string): string => sanitizeHtml(html);

export async function readContent(
  db: Db,
  key: ContentKey,
): Promise<{ key: ContentKey; html: string; updatedAt: string | null }> {
  const [row] = await db.select().from(appContents).where(eq(appContents.key, key)).limit(1);
  return { key, html: row?.html ?? "", updatedAt: row ? row.updatedAt.toISOString() : null };
}

export async function saveContent(
  db: Db,
  key: ContentKey,
  html: string,
  userId: number | null,
  at: Date,
): Promise<{ before: string; html: string }> {
  const clean = cleanContent(html);
  const { html: before } = await readContent(db, key);
  await db
    .insert(appContents)
    .values({ key, html: clean, updatedBy: userId, updatedAt: at })
    .onConflictDoUpdate({
      target: appContents.key,
      set: { html: clean, updatedBy: userId, updatedAt: at },
    });
  return { before, html: clean };
}
