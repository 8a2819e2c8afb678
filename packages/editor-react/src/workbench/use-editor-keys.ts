import type { Editor } from "@vitrine/editor-core";
import { type RefObject, useEffect } from "react";

// Typing in a field must keep its own undo and Delete; the editor's keys act elsewhere.
const isTextInput = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/**
 * The editor the user last clicked or focused into. A key pressed with nothing focused (the page's
 * body) goes to that one only, so two editors on a page never both undo.
 */
let lastUsed: HTMLElement | null = null;

/** Whether a key event belongs to the editor drawn in `root`. */
export function isForEditor(root: HTMLElement, event: KeyboardEvent): boolean {
  const target = event.target;
  if (target instanceof Node && root.contains(target)) return true;
  // A host's own widget keeps its keys (Delete in a host's form must not delete a block).
  const nothingFocused = target === root.ownerDocument.body || target === root.ownerDocument;
  return nothingFocused && lastUsed === root;
}

/**
 * Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z and Ctrl+Y redo, Delete asks to remove the selection: when the
 * key is pressed inside the editor's root, or with nothing focused after the editor was last used.
 */
export function useEditorKeys(
  editor: Editor,
  onDelete: (id: string) => void,
  rootRef: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const markUsed = () => {
      lastUsed = root;
    };
    // The last editor mounted is the one keys go to until another is used.
    markUsed();
    root.addEventListener("pointerdown", markUsed, true);
    root.addEventListener("click", markUsed, true);
    root.addEventListener("focusin", markUsed, true);
    const onKey = (event: KeyboardEvent) => {
      if (!isForEditor(root, event) || isTextInput(event.target)) return;
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (mod && key === "z") {
        event.preventDefault();
        if (event.shiftKey) editor.redo();
        else editor.undo();
      } else if (event.ctrlKey && key === "y") {
        event.preventDefault();
        editor.redo();
      } else if (event.key === "Delete") {
        const id = editor.getSelection()[0];
        if (id) {
          event.preventDefault();
          onDelete(id);
        }
      }
    };
    const view = root.ownerDocument.defaultView ?? window;
    view.addEventListener("keydown", onKey);
    return () => {
      view.removeEventListener("keydown", onKey);
      root.removeEventListener("pointerdown", markUsed, true);
      root.removeEventListener("click", markUsed, true);
      root.removeEventListener("focusin", markUsed, true);
      if (lastUsed === root) lastUsed = null;
    };
  }, [editor, onDelete, rootRef]);
}
