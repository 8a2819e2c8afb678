/** The three interface languages; zh-cn is the default and the fallback (admin-shell spec, section 9). */
export const LANGUAGES = ["zh-cn", "en", "zh-tw"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "zh-cn";

/** Storage key (under the `vitrine:` prefix) that remembers the operator's choice. */
export const LANGUAGE_STORAGE_KEY = "lang";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of the browser's preferred languages that is one of ours: zh-TW, zh-HK and zh-Hant read
 * as zh-tw, any other Chinese as zh-cn, any English as en; undefined when none is.
 */
export function browserLanguage(preferred: readonly string[]): Language | undefined {
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    if (lower === "en" || lower.startsWith("en-")) return "en";
    if (/^zh-(tw|hk|mo|hant)\b/.test(lower)) return "zh-tw";
    if (lower === "zh" || lower.startsWith("zh-")) return "zh-cn";
  }
  return undefined;
}

/** The BCP 47 tag sent as Accept-Language and used by Intl for dates: the server speaks these. */
const TAGS: Record<Language, string> = { "zh-cn": "zh-CN", en: "en", "zh-tw": "zh-TW" };

export function languageTag(language: string): string {
  return isLanguage(language) ? TAGS[language] : TAGS[DEFAULT_LANGUAGE];
}
