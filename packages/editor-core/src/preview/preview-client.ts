import { translate } from "../i18n/translate";
import { LOCALES, type Locale, type PageDocument } from "../types";
import { applyPatch } from "./apply-patch";
import { PatchError, type PatchOp } from "./patch-types";
import {
  checkAllowedOrigins,
  envelope,
  type FrameToHostMessage,
  type HostToFrameMessage,
  type IncomingMessage,
  isPreviewMessage,
  type PostFunction,
  PREVIEW_PROTOCOL_VERSION,
} from "./protocol";

/** Held patches after which an unanswered resync request is sent again. */
const RESYNC_RETRY_AFTER = 16;

export interface PreviewClientOptions {
  post: PostFunction;
  /** Exact origins of editors allowed to drive this frame. */
  allowedOrigins: readonly string[];
  locale?: Locale | undefined;
  /** A new document to render: after a snapshot (ops undefined) or a patch. */
  onDocument?:
    | ((document: PageDocument, change: { seq: number; ops?: PatchOp[] | undefined }) => void)
    | undefined;
  onSelect?: ((ids: string[]) => void) | undefined;
  onHover?: ((id: string | null) => void) | undefined;
  /** The editor's language, from the snapshot or a later switch. */
  onLocale?: ((locale: Locale) => void) | undefined;
  onError?: ((error: { code: string; message: string }) => void) | undefined;
  onReject?: ((message: IncomingMessage, why: "origin" | "format") => void) | undefined;
}

export interface PreviewClient {
  /** Announces the frame (protocol version) to the editor. */
  start(): void;
  /** Feed every window message here; answers whether it was accepted. */
  receive(message: IncomingMessage): boolean;
  /** The operator clicked components in the preview. */
  select(ids: readonly string[]): void;
  hover(id: string | null): void;
  reportError(code: string, message: string): void;
  /** Asks the editor for a fresh snapshot (bindings may call it when nothing arrives for a while). */
  resync(): void;
  readonly document: PageDocument | null;
  readonly seq: number;
  /** The host instance the document came from. */
  readonly session: string | null;
  readonly selection: readonly string[];
  readonly hovered: string | null;
  /** The editor's language (null until the first snapshot names one). */
  readonly locale: Locale | null;
}

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * The preview-frame side of the protocol. Patches are applied strictly in number order: duplicates
 * are dropped, early ones wait in a buffer, and a gap (or a patch that does not fit) asks the editor
 * for a fresh snapshot once.
 */
export function createPreviewClient(options: PreviewClientOptions): PreviewClient {
  const allowed = checkAllowedOrigins(options.allowedOrigins);
  let hostOrigin: string | null = null;
  let document: PageDocument | null = null;
  let seq = 0;
  let session: string | null = null;
  let selection: string[] = [];
  let hovered: string | null = null;
  let locale: Locale | null = null;
  let resyncRequested = false;
  // Patches held since the last resync request; if many pile up the answer was probably lost.
  let heldSinceRequest = 0;
  const waiting = new Map<number, PatchOp[]>();

  const send = (message: FrameToHostMessage) => {
    // Before the editor has spoken, announce to every allowed origin; the browser delivers only
    // to the one that matches the parent window.
    for (const origin of hostOrigin ? [hostOrigin] : allowed) options.post(message, origin);
  };
  const requestResync = (force = false) => {
    if (resyncRequested && !force && heldSinceRequest < RESYNC_RETRY_AFTER) return;
    resyncRequested = true;
    heldSinceRequest = 0;
    send(envelope({ type: "resync", lastSeq: seq }));
  };

  const drain = () => {
    for (let ops = waiting.get(seq + 1); ops && document; ops = waiting.get(seq + 1)) {
      waiting.delete(seq + 1);
      try {
        document = applyPatch(document, ops);
      } catch (error) {
        if (!(error instanceof PatchError)) throw error;
        requestResync();
        return;
      }
      seq += 1;
      options.onDocument?.(document, { seq, ops });
    }
    for (const number of waiting.keys()) if (number <= seq) waiting.delete(number);
    if (waiting.size > 0) requestResync();
  };

  const followLocale = (next: unknown) => {
    // An unknown language (a newer editor) keeps the current one rather than breaking the page.
    if (!isLocale(next) || next === locale) return;
    locale = next;
    options.onLocale?.(locale);
  };

  const handle = (message: HostToFrameMessage) => {
    switch (message.type) {
      case "snapshot":
        // A snapshot older than what is shown (a reordered answer) is not worth going back to,
        // unless it comes from a new host, whose numbering starts again.
        if (document && message.session === session && message.seq < seq) return;
        if (message.session !== session) waiting.clear();
        session = message.session;
        document = message.document;
        seq = message.seq;
        selection = [...message.selection];
        hovered = message.hover;
        resyncRequested = false;
        followLocale(message.locale);
        options.onDocument?.(document, { seq });
        options.onSelect?.([...selection]);
        drain();
        return;
      case "patch":
        if (message.session !== session) {
          // Patches of a host we have no snapshot from cannot be applied.
          requestResync();
          return;
        }
        if (message.seq <= seq && document) return;
        waiting.set(message.seq, message.ops);
        if (resyncRequested) heldSinceRequest += 1;
        if (document) drain();
        return;
      case "locale":
        followLocale(message.locale);
        return;
      case "selection":
        selection = [...message.ids];
        options.onSelect?.([...selection]);
        return;
      case "hover":
        hovered = message.id;
        options.onHover?.(hovered);
        return;
      case "error":
        options.onError?.({ code: String(message.code), message: String(message.message) });
        return;
    }
  };

  return {
    start() {
      send(envelope({ type: "ready" }));
    },
    receive(incoming) {
      if (!allowed.includes(incoming.origin)) {
        options.onReject?.(incoming, "origin");
        return false;
      }
      if (!isPreviewMessage(incoming.data)) {
        options.onReject?.(incoming, "format");
        return false;
      }
      hostOrigin = incoming.origin;
      if (incoming.data.version !== PREVIEW_PROTOCOL_VERSION) {
        const text = translate("preview.unsupportedVersion", locale ?? options.locale, {
          version: incoming.data.version,
        });
        send(envelope({ type: "error", code: "unsupported-version", message: text }));
        options.onError?.({ code: "unsupported-version", message: text });
        return true;
      }
      handle(incoming.data as HostToFrameMessage);
      return true;
    },
    select(ids) {
      selection = [...ids];
      send(envelope({ type: "selection", ids: [...ids] }));
    },
    hover(id) {
      if (id === hovered) return;
      hovered = id;
      send(envelope({ type: "hover", id }));
    },
    resync() {
      requestResync(true);
    },
    reportError(code, message) {
      send(envelope({ type: "error", code, message }));
    },
    get document() {
      return document;
    },
    get seq() {
      return seq;
    },
    get session() {
      return session;
    },
    get selection() {
      return selection;
    },
    get hovered() {
      return hovered;
    },
    get locale() {
      return locale;
    },
  };
}
