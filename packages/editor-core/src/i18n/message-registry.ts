import { LOCALES, type Locale } from "../types";

/** A host's texts by language: `{en: {"component.countdown.title": "Countdown"}, ...}`. */
export type HostMessages = Readonly<Partial<Record<Locale, Readonly<Record<string, string>>>>>;

/**
 * Messages a host adds next to editor-core's catalogue (its components' titles, field labels and
 * validation texts). Each registry has its own, so two editors on one page never see each other's.
 */
export interface MessageRegistry {
  /** Adds a catalogue and answers a function that removes exactly that registration again. */
  register: (messages: HostMessages) => () => void;
  /**
   * The text of `key` in `locale`; a key the host gave in other languages only answers one of
   * those (a host text beats the raw key); undefined when no registration has the key.
   */
  get: (key: string, locale: Locale) => string | undefined;
  has: (key: string) => boolean;
}

export function createMessageRegistry(): MessageRegistry {
  // Later registrations shadow earlier ones; removing one uncovers what it shadowed.
  const layers: HostMessages[] = [];
  const find = (key: string, locale: Locale) => {
    for (let i = layers.length - 1; i >= 0; i--) {
      const catalogue = layers[i]?.[locale];
      if (catalogue && Object.hasOwn(catalogue, key)) return catalogue[key];
    }
    return undefined;
  };
  return {
    register: (messages) => {
      layers.push(messages);
      let registered = true;
      return () => {
        if (!registered) return;
        registered = false;
        const index = layers.lastIndexOf(messages);
        if (index >= 0) layers.splice(index, 1);
      };
    },
    get: (key, locale) => {
      const own = find(key, locale);
      if (own !== undefined) return own;
      for (const other of LOCALES) {
        const text = find(key, other);
        if (text !== undefined) return text;
      }
      return undefined;
    },
    has: (key) => LOCALES.some((locale) => find(key, locale) !== undefined),
  };
}
