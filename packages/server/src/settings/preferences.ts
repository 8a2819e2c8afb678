import { COMPONENT_SIZES, LANGUAGES, LAYOUTS } from "@vitrine/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { type FieldSpecs, keepValid } from "./field-check.js";
import { userPreferences } from "./tables.js";

/**
 * An operator's own choices from the settings drawer, kept over the site defaults. Site-wide rules
 * (title, version, the idle lock) are not among them: an operator cannot opt out of the lock.
 */
export const PREFERENCE_SPECS: FieldSpecs = {
  primaryColor: { kind: "color" },
  isDark: { kind: "boolean" },
  layout: { kind: "choice", choices: LAYOUTS },
  componentSize: { kind: "choice", choices: COMPONENT_SIZES },
  language: { kind: "choice", choices: LANGUAGES },
  isBreadcrumb: { kind: "boolean" },
  isTagsView: { kind: "boolean" },
  isFooter: { kind: "boolean" },
  isGrayscale: { kind: "boolean" },
  isWatermark: { kind: "boolean" },
  watermarkText: { kind: "text", min: 0, max: 40 },
  // How long the start-up indicator takes to fade (admin-shell section 9); at most five seconds.
  loaderRemovalDelayMs: { kind: "integer", min: 0, max: 5000 },
};

/** The largest preferences body accepted, as JSON text: every field at its longest fits well inside. */
export const PREFERENCES_MAX_BYTES = 2048;

export async function readPreferences(db: Db, userId: number): Promise<Record<string, unknown>> {
  const [row] = await db
    .select({ value: userPreferences.value })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return keepValid(PREFERENCE_SPECS, row?.value);
}

export async function writePreferences(
  db: Db,
  userId: number,
  value: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await db
    .insert(userPreferences)
    .values({ userId, value, updatedAt: at })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { value, updatedAt: at } });
}
