import { type RefObject, useEffect, useRef } from "react";

/** The buttons, links and fields a keyboard reaches, in document order. */
const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Focus for an editor dialog: into the dialog when it opens (the element `initial` names, else
 * the dialog itself), and back to what opened it when it closes. Without this, Escape did not reach
 * a dialog the pointer opened, and closing one left the focus on <body> (issue 34, item 7).
 *
 * When the opener is gone by then (the delete button of a block just deleted), the focus goes to
 * the same place in the list it stood in: the item that took the deleted one's place, else the
 * one before it, else the list's own region, so a keyboard user carries on where they were.
 */
export function useDialogFocus<T extends HTMLElement>(
  initial?: RefObject<HTMLElement | null>,
): RefObject<T | null> {
  const dialogRef = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening, on purpose
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const place = opener ? placeOf(opener) : null;
    (initial?.current ?? dialogRef.current)?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
      else place?.restore();
    };
  }, []);
  return dialogRef;
}

/**
 * Where an element stands: the index of its component among the components of its list (the
 * canvas, or the management list). Blocks are drawn in runs (workbench/runs.ts), so the index is
 * taken over the whole list, not the run, whose element a deletion may replace.
 */
function placeOf(element: HTMLElement): { restore: () => void } | null {
  // The selected block's action bar stands just before the block, outside it (CanvasBlock).
  const anchor = element.closest(".vt-block__anchor")?.nextElementSibling;
  const item =
    element.closest<HTMLElement>("[data-component-id]") ??
    (anchor instanceof HTMLElement && anchor.hasAttribute("data-component-id") ? anchor : null);
  const region = item?.parentElement?.closest<HTMLElement>("[data-vitrine-canvas], [role=list]");
  if (!item || !region) return null;
  const itemsOf = () => [...region.querySelectorAll<HTMLElement>("[data-component-id]")];
  const index = itemsOf().indexOf(item);
  return {
    restore: () => {
      const items = itemsOf();
      const target = items[index] ?? items[index - 1];
      // A block's preview is inert: the block's own button is what takes the focus.
      const focusable = [...(target?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].find(
        (candidate) => !candidate.closest("[inert]"),
      );
      if (focusable) focusable.focus();
      else region.focus();
    },
  };
}
