import {
  createBuiltinRegistry,
  type Editor,
  type PageDocument,
  parseDocument,
  type Registry,
} from "@vitrine/editor-core";

// ?containers=1 on the benchmark page: the built-in containers in the palette, and the page kept
// in localStorage on every change and read back on load, as a host saving through onChange does.
// The end-to-end test of dragging into slots (e2e/tests/editor-slots.spec.ts) saves and reloads so.

const KEY = "vitrine-bench:containers-page";

/** Whether the address asks for the containers mode. */
export const containersMode = (search: string): boolean =>
  new URLSearchParams(search).get("containers") === "1";

export const containersRegistry = (): Registry => createBuiltinRegistry({ containers: true });

/** The page saved last in this mode, or undefined (none yet, or one that no longer reads). */
export function savedPage(registry: Registry): PageDocument | undefined {
  const text = localStorage.getItem(KEY);
  if (!text) return undefined;
  try {
    return parseDocument(JSON.parse(text), { registry });
  } catch {
    return undefined;
  }
}

/** Saves the page after each change of the document (not of the selection). */
export function keepSaved(editor: Editor): void {
  let last = editor.getDocument();
  editor.subscribe(() => {
    const now = editor.getDocument();
    if (now === last) return;
    last = now;
    localStorage.setItem(KEY, JSON.stringify(now));
  });
}
