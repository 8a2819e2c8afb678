/** What counts as the operator being present: pointer, keys, touch and scrolling. */
export const ACTIVITY_EVENTS = [
  "mousemove",
  "mousedown",
  "keydown",
  "touchstart",
  "wheel",
  "scroll",
] as const;

export interface IdleClock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserClock: IdleClock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface IdleWatchOptions {
  timeoutMs: number;
  onIdle(): void;
  /** Where activity is listened for (the window in the app). */
  target?: Pick<EventTarget, "addEventListener" | "removeEventListener">;
  /** Injectable for tests; the browser's timers otherwise. */
  clock?: IdleClock;
}

/**
 * Calls `onIdle` once after `timeoutMs` without activity; any activity restarts the wait.
 * Returns the function that stops watching. Listeners are passive and capturing, so scrolling
 * inside any element counts and the page's own handlers are never slowed down.
 */
export function watchIdle({
  timeoutMs,
  onIdle,
  target = window,
  clock = browserClock,
}: IdleWatchOptions): () => void {
  let handle: unknown;
  let fired = false;
  const restart = () => {
    if (fired) return;
    clock.clearTimeout(handle);
    handle = clock.setTimeout(() => {
      fired = true;
      onIdle();
    }, timeoutMs);
  };
  const options = { capture: true, passive: true } as const;
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, restart, options);
  restart();
  return () => {
    clock.clearTimeout(handle);
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, restart, options);
  };
}
