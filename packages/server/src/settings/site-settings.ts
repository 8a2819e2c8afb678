import {
  COMPONENT_SIZES,
  DEFAULT_SITE_SETTINGS,
  LANGUAGES,
  LAYOUTS,
  PUBLIC_SITE_SETTINGS,
  type PublicSiteSettings,
  type SiteSettings,
} from "@vitrine/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { type FieldSpecs, keepValid } from "./field-check.js";
import { siteSettingsTable } from "./tables.js";

export const SITE_SETTING_SPECS: FieldSpecs = {
  globalTitle: { kind: "text", min: 1, max: 40 },
  logoUrl: { kind: "address", max: 500 },
  primaryColor: { kind: "color" },
  layout: { kind: "choice", choices: LAYOUTS },
  componentSize: { kind: "choice", choices: COMPONENT_SIZES },
  darkModeAllowed: { kind: "boolean" },
  lockScreenEnabled: { kind: "boolean" },
  // One minute to one day: a longer idle time is no lock at all.
  lockScreenMinutes: { kind: "integer", min: 1, max: 1440 },
  defaultLanguage: { kind: "choice", choices: LANGUAGES },
  globalVersion: { kind: "text", min: 1, max: 20 },
  signInPassword: { kind: "boolean" },
  signInSms: { kind: "boolean" },
  signInQr: { kind: "boolean" },
};

export function publicPart(settings: SiteSettings): PublicSiteSettings {
  return Object.fromEntries(
    PUBLIC_SITE_SETTINGS.map((key) => [key, settings[key]]),
  ) as PublicSiteSettings;
}

/** The stored settings over the defaults; a stored value that no longer fits falls back to its default. */
export async function readSiteSettings(db: Db): Promise<SiteSettings> {
  const [row] = await db
    .select({ value: siteSettingsTable.value })
    .from(siteSettingsTable)
    .where(eq(siteSettingsTable.id, 1));
  return { ...DEFAULT_SITE_SETTINGS, ...keepValid(SITE_SETTING_SPECS, row?.value) };
}

/**
 * The settings, with their row locked until the caller's transaction ends: two administrators saving
 * at once each apply their change over the other's instead of the later one undoing the earlier.
 */
export async function readSiteSettingsForUpdate(tx: Db): Promise<SiteSettings> {
  await tx
    .insert(siteSettingsTable)
    .values({ id: 1, value: DEFAULT_SITE_SETTINGS })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ value: siteSettingsTable.value })
    .from(siteSettingsTable)
    .where(eq(siteSettingsTable.id, 1))
    .for("update");
  return { ...DEFAULT_SITE_SETTINGS, ...keepValid(SITE_SETTING_SPECS, row?.value) };
}

export async function writeSiteSettings(db: Db, settings: SiteSettings, at: Date): Promise<void> {
  await db
    .insert(siteSettingsTable)
    .values({ id: 1, value: settings, updatedAt: at })
    .onConflictDoUpdate({ target: siteSettingsTable.id, set: { value: settings, updatedAt: at } });
}
