import { STORAGE_PREFIX } from "../config";

/**
 * localStorage behind the `vitrine:` prefix. Values are stored as JSON; anything unreadable (storage
 * disabled, quota exceeded, a value another tab corrupted) reads as absent instead of throwing, because
 * preferences are never worth breaking the page for.
 */
export interface PrefixedStorage {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
  remove(key: string): void;
  /** Removes every `vitrine:` key and leaves other applications' keys alone. */
  clear(): void;
}

export function createPrefixedStorage(
  backend: () => Storage | undefined = defaultBackend,
  prefix = STORAGE_PREFIX,
): PrefixedStorage {
  const full = (key: string) => `${prefix}${key}`;
  return {
    get<T>(key: string) {
      try {
        const raw = backend()?.getItem(full(key));
        return raw == null ? undefined : (JSON.parse(raw) as T);
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      try {
        backend()?.setItem(full(key), JSON.stringify(value));
      } catch {
        // Storage full or disabled: the preference simply is not remembered.
      }
    },
    remove(key) {
      try {
        backend()?.removeItem(full(key));
      } catch {
        // Nothing to remove when storage is unavailable.
      }
    },
    clear() {
      const store = backend();
      if (!store) return;
      const ours: string[] = [];
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i);
        if (key?.startsWith(prefix)) ours.push(key);
      }
      for (const key of ours) store.removeItem(key);
    },
  };
}

function defaultBackend(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    // Some browsers throw on access when storage is blocked for the site.
    return undefined;
  }
}

function sessionBackend(): Storage | undefined {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** Kept across visits (language, layout settings). */
export const storage = createPrefixedStorage();
/** Kept for this tab only (state that should survive a reload but not a new visit). */
export const sessionStore = createPrefixedStorage(sessionBackend);
