import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { PrefixedStorage } from "../utils/storage";
import {
  browserLanguage,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
} from "./languages";
import { loadLanguagesOnChange, markAllLoaded } from "./lazyLanguages";
import { zhCn } from "./locales/zh-cn";
import { resources } from "./resources";

export { DEFAULT_LANGUAGE, LANGUAGES, type Language, languageTag } from "./languages";
export { ensureLanguage } from "./lazyLanguages";

/**
 * A fresh i18next instance with every language loaded up front (the messages are small), so the
 * first render already has its text. The operator's choice is read from and written to storage.
 */
export function createI18n(options: { storage?: PrefixedStorage; language?: Language } = {}): I18n {
  const stored = options.storage?.get<string>(LANGUAGE_STORAGE_KEY);
  const lng = options.language ?? (isLanguage(stored) ? stored : DEFAULT_LANGUAGE);
  const instance = initInstance(resources, lng, options.storage);
  markAllLoaded(instance, LANGUAGES);
  return instance;
}

/**
 * The app's instance: the default language's messages are in the bundle, the others are fetched
 * when chosen (`changeLanguage` waits for them). Its language is the one chosen in this browser
 * before, else the browser's own when it is one of ours (`browserLanguages`: navigator.languages),
 * else zh-cn. `ready` settles once that language is there, so the first render is already in it.
 * The browser's language is not stored as a choice: it follows the browser.
 */
export function createAppI18n(
  options: { storage?: PrefixedStorage; browserLanguages?: readonly string[] } = {},
): {
  i18n: I18n;
  ready: Promise<unknown>;
} {
  const stored = options.storage?.get<string>(LANGUAGE_STORAGE_KEY);
  const browser = isLanguage(stored) ? undefined : browserLanguage(options.browserLanguages ?? []);
  const start = isLanguage(stored) ? stored : browser;
  const instance = initInstance({ [DEFAULT_LANGUAGE]: { translation: zhCn } }, DEFAULT_LANGUAGE);
  loadLanguagesOnChange(instance);
  const ready =
    start && start !== DEFAULT_LANGUAGE
      ? instance.changeLanguage(start).catch(() => undefined)
      : Promise.resolve();
  // Remembered from here on: a change after the start is someone's choice.
  const storage = options.storage;
  if (storage) void ready.then(() => rememberChoices(instance, storage));
  return { i18n: instance, ready };
}

function initInstance(
  initial: Partial<typeof resources>,
  lng: Language,
  storage?: PrefixedStorage,
): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    resources: initial,
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    // Our codes are lower-case (zh-cn, zh-tw); keep i18next from re-casing them to zh-CN.
    lowerCaseLng: true,
    interpolation: { escapeValue: false }, // React already escapes.
    initAsync: false,
    returnNull: false,
  });
  if (storage) rememberChoices(instance, storage);
  return instance;
}

function rememberChoices(instance: I18n, storage: PrefixedStorage) {
  instance.on("languageChanged", (language) => {
    if (isLanguage(language)) storage.set(LANGUAGE_STORAGE_KEY, language);
  });
}

/** The current language as one of ours (i18next may report a fallback chain member otherwise). */
export function currentLanguage(instance: I18n): Language {
  const language = instance.resolvedLanguage ?? instance.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
