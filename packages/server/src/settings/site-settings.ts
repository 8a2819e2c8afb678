import { eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { type FieldSpecs, keepValid } from "./field-check.js";
import { siteSettingsTable } from "./tables.js";

export const LAYOUTS = ["defaults", "classic", "transverse", "columns"] as const;
export const COMPONENT_SIZES = ["small", "middle", "large"] as const;
export const LANGUAGES = ["zh-cn", "en", "zh-tw"] as const;

/** The settings an administrator sets once for everyone (admin-shell spec, section 3 "Theme config"). */
export interface SiteSettings {
  globalTitle: string;
  /** Empty for the built-in mark; otherwise a path on this site or an https address. */
  logoUrl: string;
  primaryColor: string;
  layout: (typeof LAYOUTS)[number];
  componentSize: (typeof COMPONENT_SIZES)[number];
  darkModeAllowed: boolean;
  lockScreenEnabled: boolean;
  lockScreenMinutes: number;
  defaultLanguage: (typeof LANGUAGES)[number];
  globalVersion: string;
  signInPassword: boolean;
  signInSms: boolean;
  signInQr: boolean;
}

/** The spec's constants (section 9): primary #409eff, lock time 30, global version V1.0.0. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  globalTitle: "Vitrine",
  logoUrl: "",
  primaryColor: "#409eff",
  layout: "defaults",
  componentSize: "middle",
  darkModeAllowed: true,
  lockScreenEnabled: false,
  lockScreenMinutes: 30,
  defaultLanguage: "zh-cn",
  globalVersion: "V1.0.0",
  signInPassword: true,
  signInSms: true,
  signInQr: true,
};

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

/** What the sign-in page may read before anyone signs in: nothing else leaves the server unsigned. */
export const PUBLIC_SITE_SETTINGS = [
  "globalTitle",
  "logoUrl",
  "defaultLanguage",
  "signInPassword",
  "signInSms",
  "signInQr",
] as const satisfies ReadonlyArray<keyof SiteSettings>;

export type PublicSiteSettings = Pick<SiteSettings, (typeof PUBLIC_SITE_SETTINGS)[number]>;

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
