/**
 * The site settings and an operator's preferences as the server keeps and answers them
 * (`GET /api/settings/site`, `/settings/public`, `/settings/preferences`). The server checks and
 * stores them; the admin app reads and edits them: both take the shape and the spec's defaults from here.
 */
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
export const DEFAULT_SITE_SETTINGS: Readonly<SiteSettings> = Object.freeze({
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
});

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

/**
 * An operator's own choices from the settings drawer, kept over the site defaults. Site-wide rules
 * (title, version, the idle lock) are not among them: an operator cannot opt out of the lock.
 */
export interface Preferences {
  primaryColor?: string;
  isDark?: boolean;
  layout?: (typeof LAYOUTS)[number];
  componentSize?: (typeof COMPONENT_SIZES)[number];
  language?: (typeof LANGUAGES)[number];
  isBreadcrumb?: boolean;
  isTagsView?: boolean;
  isFooter?: boolean;
  isGrayscale?: boolean;
  isWatermark?: boolean;
  watermarkText?: string;
  /** How long the start-up indicator takes to fade, in milliseconds. */
  loaderRemovalDelayMs?: number;
}
