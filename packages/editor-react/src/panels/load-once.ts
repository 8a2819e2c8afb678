import { useSyncExternalStore } from "react";

/**
 * A panel's code fetched once, on first use, and drawn without Suspense. React 19 holds a
 * suspended boundary's content back until 300 ms after its fallback was shown (its fallback
 * throttle), so a block chosen while its panel was still on the way showed its settings about
 * 300 ms after the code had arrived (issue 34, load to interactive: the bench's click came right
 * after the page was drawn). Here the component that uses it draws its fallback, and draws again as
 * soon as the module is there.
 */
export interface LoadOnce<M> {
  /** Starts the fetch (once; a failed one is tried again on the next call); answers the module. */
  fetch(): Promise<M>;
  /** The module, or undefined until it has arrived; the calling component draws again then. */
  use(): M | undefined;
}

export function loadOnce<M>(load: () => Promise<M>): LoadOnce<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  const fetch = () => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        for (const listener of listeners) listener();
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    // A failed fetch leaves the fallback up; the next component to ask tries again.
    if (loaded === undefined) fetch().catch(() => {});
    return () => listeners.delete(listener);
  };
  const current = () => loaded;
  return { fetch, use: () => useSyncExternalStore(subscribe, current, current) };
}
