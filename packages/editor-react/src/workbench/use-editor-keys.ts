import type { Editor } from "@vitrine/editor-core";
import { useEffect } from "react";

// Typing in a field must keep its own undo and Delete; the editor's keys act elsewhere.
const isTextInput = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/** Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z and Ctrl+Y redo, Delete asks to remove the selection. */
export function useEditorKeys(editor: Editor, onDelete: (id: string) => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTextInput(event.target)) return;
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
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [editor, onDelete]);
}
