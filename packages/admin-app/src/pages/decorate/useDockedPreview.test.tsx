import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DOCKABLE_WINDOW, DOCKED_PREVIEW_KEY, useDockedPreview } from "./useDockedPreview";

/** A window whose width matches DOCKABLE_WINDOW or not; `resize` changes it and tells listeners. */
function windowOfWidth(wide: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return wide;
    },
    media: DOCKABLE_WINDOW,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    "matchMedia",
    vi.fn(() => query),
  );
  return {
    resize(toWide: boolean) {
      wide = toWide;
      for (const listener of listeners) listener();
    },
  };
}

describe("useDockedPreview", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.removeItem(DOCKED_PREVIEW_KEY);
  });

  it("is a dialog until the operator docks it, and remembers the choice for the next editor", () => {
    windowOfWidth(true);
    const first = renderHook(() => useDockedPreview());
    expect(first.result.current).toMatchObject({ docked: false, canDock: true });
    act(() => first.result.current.setDocked(true));
    expect(first.result.current.docked).toBe(true);
    first.unmount();
    expect(renderHook(() => useDockedPreview()).result.current.docked).toBe(true);
  });

  it("stays a dialog on a narrow window, whatever was chosen, and docks again when it widens", () => {
    localStorage.setItem(DOCKED_PREVIEW_KEY, "docked");
    const screen = windowOfWidth(false);
    const { result } = renderHook(() => useDockedPreview());
    expect(result.current).toMatchObject({ docked: false, canDock: false });
    act(() => screen.resize(true));
    expect(result.current).toMatchObject({ docked: true, canDock: true });
  });
});
