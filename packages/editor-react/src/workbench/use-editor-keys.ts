import type { Editor } from "@vitrine/editor-core";
import { type RefObject, useEffect } from "react";
import { editorClipboard, isComponentsText } from "./editor-clipboard";
import { extendSelectionTo, selectionInPageOrder } from "./select-with-keys";
import { duplicateSelection } from "./selection-actions";

// Typing in a field must keep its own undo, Delete, copy and paste; the editor's keys act elsewhere.
const isTextInput = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/**
 * The editor the user last clicked or focused into. A key pressed with nothing focused (the page's
 * body) goes to that one only, so two editors on a page never both undo.
 */
let lastUsed: HTMLElement | null = null;

/** Whether a key event belongs to the editor drawn in `root`. */
export function isForEditor(root: HTMLElement, event: Event): boolean {
  const target = event.target;
  if (target instanceof Node && root.contains(target)) return true;
  // A host's own widget keeps its keys (Delete in a host's form must not delete a block).
  const nothingFocused = target === root.ownerDocument.body || target === root.ownerDocument;
  return nothingFocused && lastUsed === root;
}

/** The element of a block the keyboard is on (its canvas button or its list row's title). */
const BLOCK_FOCUS = {
  canvas: (id: string) => `[data-vitrine-canvas] [data-component-id="${id}"] > .vt-block__hit`,
  list: (id: string) =>
    `[data-vitrine-manage-list] [data-component-id="${id}"] .vt-manage-row__title`,
};

export interface EditorKeyOptions {
  onDelete: (id: string) => void;
  /** Shows a refusal (a paste the page's limits refuse, a clipboard holding something else). */
  notify: (message: string) => void;
  /** The text of "the clipboard holds no components", in the editor's language. */
  notComponents: () => string;
}

/**
 * The workbench's keys, when pressed inside the editor's root or with nothing focused after the
 * editor was last used: Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z and Ctrl+Y redo, Delete asks to remove
 * the selection, Ctrl/Cmd+D duplicates it, Ctrl/Cmd+A selects every component, Shift+↑/↓ on a
 * block extends the selection; Ctrl/Cmd+C, X and V copy, cut and paste the selection through the
 * system clipboard (the browser's copy, cut and paste events, so no permission is asked), in a
 * text another editor, another tab or another browser reads (issue 34, item 5).
 */
export function useEditorKeys(
  editor: Editor,
  options: EditorKeyOptions,
  rootRef: RefObject<HTMLElement | null>,
) {
  const { onDelete, notify, notComponents } = options;
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
    const ours = (event: Event) => isForEditor(root, event) && !isTextInput(event.target);
    const onKey = (event: KeyboardEvent) => {
      if (!ours(event)) return;
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
      } else if (mod && key === "d") {
        // The browser's own Ctrl+D (bookmark) gives way only when there is something to duplicate.
        if (editor.getSelection().length === 0) return;
        event.preventDefault();
        const result = duplicateSelection(editor);
        if (!result.ok) notify(result.message);
      } else if (mod && key === "a") {
        event.preventDefault();
        editor.select(editor.getDocument().components.map((c) => c.id));
      } else if (event.shiftKey && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
        extendFromFocus(event, event.key === "ArrowDown" ? 1 : -1);
      }
    };
    const extendFromFocus = (event: KeyboardEvent, delta: 1 | -1) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      const block = target?.closest<HTMLElement>("[data-component-id]");
      const from = block?.getAttribute("data-component-id");
      if (!target || !from) return;
      const place = target.closest("[data-vitrine-canvas]") ? "canvas" : "list";
      const ids = editor.getDocument().components.map((c) => c.id);
      const to = ids[ids.indexOf(from) + delta];
      if (!to) return;
      event.preventDefault();
      extendSelectionTo(editor, from, to);
      root.querySelector<HTMLElement>(BLOCK_FOCUS[place](to))?.focus();
    };
    const onCopy = (event: ClipboardEvent, cut: boolean) => {
      if (!ours(event)) return;
      const ids = selectionInPageOrder(editor);
      if (ids.length === 0) return;
      const result = editor.copy(ids);
      if (!result.ok) return;
      event.preventDefault();
      event.clipboardData?.setData("text/plain", result.payload);
      editorClipboard.write(result.payload, false);
      if (cut) {
        const removed = editor.remove(ids);
        if (!removed.ok) notify(removed.message);
      }
    };
    const onPaste = (event: ClipboardEvent) => {
      if (!ours(event)) return;
      const text = event.clipboardData?.getData("text/plain") ?? "";
      event.preventDefault();
      if (!isComponentsText(text)) {
        notify(notComponents());
        return;
      }
      const result = editor.paste(text);
      if (!result.ok) notify(result.message);
      else if (result.ids.length > 0) editor.select(result.ids);
    };
    const copyListener = (event: ClipboardEvent) => onCopy(event, false);
    const cutListener = (event: ClipboardEvent) => onCopy(event, true);
    const view = root.ownerDocument.defaultView ?? window;
    const doc = root.ownerDocument;
    view.addEventListener("keydown", onKey);
    doc.addEventListener("copy", copyListener);
    doc.addEventListener("cut", cutListener);
    doc.addEventListener("paste", onPaste);
    return () => {
      view.removeEventListener("keydown", onKey);
      doc.removeEventListener("copy", copyListener);
      doc.removeEventListener("cut", cutListener);
      doc.removeEventListener("paste", onPaste);
      root.removeEventListener("pointerdown", markUsed, true);
      root.removeEventListener("click", markUsed, true);
      root.removeEventListener("focusin", markUsed, true);
      if (lastUsed === root) lastUsed = null;
    };
  }, [editor, onDelete, notify, notComponents, rootRef]);
}
