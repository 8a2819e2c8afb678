import { CLIPBOARD_FORMAT } from "@vitrine/editor-core";

/**
 * The components copied last in any editor of this page, so the toolbar's 粘贴 works across
 * editors too (issue 35); the system clipboard carries the same text to other tabs and browsers
 * (issue 34), through the copy and paste events (use-editor-keys) and `writeText` here.
 */
let copied: string | null = null;
const listeners = new Set<() => void>();

export const editorClipboard = {
  read: (): string | null => copied,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Forgets what was copied (tests; a host signing its user out). */
  clear(): void {
    copied = null;
    for (const listener of listeners) listener();
  },
  /** Keeps the text for 粘贴 and, where the browser allows it, puts it on the system clipboard. */
  write(text: string, system = true): void {
    copied = text;
    for (const listener of listeners) listener();
    if (system) navigator.clipboard?.writeText(text).catch(() => {});
  },
};

/** Whether text is components copied from an editor (and not, say, a sentence or an image). */
export function isComponentsText(text: string): boolean {
  try {
    const data: unknown = JSON.parse(text);
    return (
      typeof data === "object" &&
      data !== null &&
      "format" in data &&
      data.format === CLIPBOARD_FORMAT
    );
  } catch {
    return false;
  }
}
