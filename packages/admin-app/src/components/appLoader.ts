/**
 * The loading indicator index.html shows while the app's code downloads (admin-shell section 9:
 * "loader removal delay is configurable"). The delay lets the first page paint under it, so the
 * indicator never gives way to a blank frame.
 *
 * The delay is the `loaderRemovalDelayMs` setting (store/settingsSlice.ts), as read at start-up
 * from the settings kept in this browser.
 */
export const APP_LOADER_ID = "app-loader";

/** Fades the indicator out and removes it after `delayMs`; calling it again does nothing more. */
export function removeAppLoader(delayMs: number, doc: Document = document): void {
  const loader = doc.getElementById(APP_LOADER_ID);
  if (!loader || loader.dataset.leaving !== undefined) return;
  loader.dataset.leaving = "";
  loader.style.opacity = "0";
  loader.style.pointerEvents = "none"; // The page under it is usable while it fades.
  setTimeout(() => loader.remove(), delayMs);
}

/** The part of a data router this needs: its state and a way to follow it. */
interface RouterLike {
  state: { initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}

/** Runs `ready` once the router has loaded its first route (its loaders and its page's code). */
export function whenRouterReady(router: RouterLike, ready: () => void): void {
  if (router.state.initialized) {
    ready();
    return;
  }
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    ready();
  });
}
