import { useCallback, useState, useSyncExternalStore } from "react";

/** Where the operator's choice is kept, so the preview opens the way it was left (issue 34). */
export const DOCKED_PREVIEW_KEY = "vitrine:editor-preview-docked";

/**
 * Wide enough for palette, canvas, the 400 px docked phone and the settings panel beside the
 * admin menu (264 + 420 + 400 + 400 px and the menu's 220 px with the page's padding); a narrower
 * window keeps the preview a dialog.
 */
export const DOCKABLE_WINDOW = "(min-width: 1760px)";

function readChoice(): boolean {
  try {
    return localStorage.getItem(DOCKED_PREVIEW_KEY) === "docked";
  } catch {
    // Storage refused (private mode, a sandboxed frame): the dialog, as before.
    return false;
  }
}

function subscribeToWidth(onChange: () => void) {
  if (typeof window.matchMedia !== "function") return () => {};
  const query = window.matchMedia(DOCKABLE_WINDOW);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const isWide = () =>
  typeof window.matchMedia === "function" && window.matchMedia(DOCKABLE_WINDOW).matches;

/**
 * Whether the live preview is docked beside the canvas: the operator's remembered choice, on a
 * window wide enough for it (`canDock`); `setDocked` changes and remembers the choice.
 */
export function useDockedPreview(): {
  docked: boolean;
  canDock: boolean;
  setDocked(docked: boolean): void;
} {
  const [choice, setChoice] = useState(readChoice);
  const canDock = useSyncExternalStore(subscribeToWidth, isWide, () => false);
  const setDocked = useCallback((docked: boolean) => {
    setChoice(docked);
    try {
      localStorage.setItem(DOCKED_PREVIEW_KEY, docked ? "docked" : "dialog");
    } catch {
      // Not remembered; this visit still follows the choice.
    }
  }, []);
  return { docked: choice && canDock, canDock, setDocked };
}
