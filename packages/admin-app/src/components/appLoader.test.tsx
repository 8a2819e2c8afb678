import { afterEach, describe, expect, it, vi } from "vitest";
import { APP_LOADER_ID, removeAppLoader, whenRouterReady } from "./appLoader";

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

function showLoader() {
  const loader = document.createElement("div");
  loader.id = APP_LOADER_ID;
  document.body.append(loader);
  return loader;
}

describe("the start-up loading indicator", () => {
  it("fades at once and leaves the page after the configured delay", () => {
    vi.useFakeTimers();
    const loader = showLoader();
    removeAppLoader(500, document);
    expect(loader.style.opacity).toBe("0");
    vi.advanceTimersByTime(499);
    expect(document.getElementById(APP_LOADER_ID)).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.getElementById(APP_LOADER_ID)).toBeNull();
  });

  it("does nothing when there is no indicator (tests, a second call)", () => {
    expect(() => removeAppLoader(0, document)).not.toThrow();
  });

  it("waits for the router's first route before calling ready, and calls it once", () => {
    let listener: ((state: { initialized: boolean }) => void) | undefined;
    const stop = vi.fn();
    const router = {
      state: { initialized: false },
      subscribe: (next: typeof listener) => {
        listener = next;
        return stop;
      },
    };
    const ready = vi.fn();
    whenRouterReady(router, ready);
    listener?.({ initialized: false });
    expect(ready).not.toHaveBeenCalled();
    listener?.({ initialized: true });
    expect(ready).toHaveBeenCalledTimes(1);
    expect(stop).toHaveBeenCalled();
  });

  it("calls ready at once when the router is already initialized", () => {
    const ready = vi.fn();
    whenRouterReady({ state: { initialized: true }, subscribe: () => () => {} }, ready);
    expect(ready).toHaveBeenCalledTimes(1);
  });
});
