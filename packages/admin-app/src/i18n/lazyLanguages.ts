import type { i18n as I18n } from "i18next";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./languages";
import type { Messages } from "./locales/zh-cn";

/**
 * The shell's messages in the languages other than the default, fetched when first chosen: an
 * operator works in one language, and the other two were about 5 kB of gzip JS on every page.
 */
const loaders: Record<Language, (() => Promise<Messages>) | null> = {
  "zh-cn": null, // in the bundle: the default and the fallback
  en: () => import("./locales/en").then((module) => module.en),
  "zh-tw": () => import("./locales/zh-tw").then((module) => module.zhTw),
};

const loaded = new WeakMap<I18n, Set<Language>>();

/** Marks an instance that was made with every language. */
export function markAllLoaded(instance: I18n, languages: readonly Language[]): void {
  loaded.set(instance, new Set(languages));
}

/** Adds the shell's messages for `language` once; area texts registered earlier are kept. */
export async function ensureLanguage(instance: I18n, language: string): Promise<void> {
  if (!isLanguage(language) || language === DEFAULT_LANGUAGE) return;
  const have = loaded.get(instance) ?? new Set<Language>([DEFAULT_LANGUAGE]);
  loaded.set(instance, have);
  const load = loaders[language];
  if (have.has(language) || !load) return;
  const messages = await load();
  // Deep, without overwriting: an area's catalogue may already hold keys under this language.
  instance.addResourceBundle(language, "translation", messages, true, false);
  have.add(language);
}

/**
 * Makes every `changeLanguage` on this instance fetch the language's messages first, so the
 * switchers (header, settings drawer, the site default) need not know the messages load lazily.
 * An i18next backend cannot do it: area catalogues add bundles for all three languages when their
 * screen mounts, after which i18next would take the language as loaded and never ask a backend.
 */
export function loadLanguagesOnChange(instance: I18n): void {
  const change = instance.changeLanguage.bind(instance);
  instance.changeLanguage = (async (language?: string, callback?: Parameters<typeof change>[1]) => {
    if (language) await ensureLanguage(instance, language);
    return change(language, callback);
  }) as typeof instance.changeLanguage;
}
