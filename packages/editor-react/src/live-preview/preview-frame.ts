import {
  createPreviewClient,
  type Locale,
  type PageDocument,
  type PreviewClient,
} from "@vitrine/editor-core";

export interface PreviewFrameState {
  document: PageDocument | null;
  selection: readonly string[];
  /** The editor's language (null until its first snapshot). */
  locale: Locale | null;
}

/**
 * Binds editor-core's preview client to this window: hears only the allowed editor origins (the
 * parent), announces itself, and reports each new document, selection or editor language. Answers the client and a
 * stop function. Light on purpose (no React, no antd) for the preview entry.
 */
export function connectPreviewFrame(options: {
  allowedOrigins: readonly string[];
  onChange: (state: PreviewFrameState) => void;
  target?: Window | undefined;
}): { client: PreviewClient; stop: () => void } {
  const parent = options.target ?? window.parent;
  const emit = () =>
    options.onChange({
      document: client.document,
      selection: client.selection,
      locale: client.locale,
    });
  const client = createPreviewClient({
    allowedOrigins: options.allowedOrigins,
    post: (message, origin) => parent.postMessage(message, origin),
    onDocument: emit,
    onSelect: emit,
    onLocale: emit,
  });
  const onMessage = (event: MessageEvent) => {
    if (event.source !== parent) return;
    client.receive({ data: event.data, origin: event.origin });
  };
  window.addEventListener("message", onMessage);
  client.start();
  return { client, stop: () => window.removeEventListener("message", onMessage) };
}
