import { translate } from "../i18n/translate";
import type { Locale, PageDocument } from "../types";
import { diffDocuments } from "./diff-documents";
import type { PatchOp } from "./patch-types";
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

export interface PreviewHostOptions {
  post: PostFunction;
  /** Exact origins of preview frames this host talks to. */
  allowedOrigins: readonly string[];
  document: PageDocument;
  selection?: readonly string[] | undefined;
  /** The editor's language, sent with the snapshot so the frame renders in it (default zh-cn). */
  locale?: Locale | undefined;
  /** The frame reported a click on components. */
  onSelect?: ((ids: string[]) => void) | undefined;
  onHover?: ((id: string | null) => void) | undefined;
  /** The frame reported an error, or spoke an unsupported version. */
  onError?: ((error: { code: string; message: string }) => void) | undefined;
  /** A frame said ready and received its snapshot. */
  onConnect?: ((origin: string) => void) | undefined;
  /** A message was ignored (foreign origin or not this protocol), for logging. */
  onReject?: ((message: IncomingMessage, why: "origin" | "format") => void) | undefined;
}

export interface PreviewHost {
  /** Feed every window message here; answers whether it was accepted. */
  receive(message: IncomingMessage): boolean;
  /** The editor's document changed: sends a numbered patch (or nothing when equal). */
  update(document: PageDocument): PatchOp[];
  select(ids: readonly string[]): void;
  hover(id: string | null): void;
  /** The editor switched language: the frame follows. */
  setLocale(locale: Locale): void;
  readonly connected: boolean;
  /** Number of the last patch sent. */
  readonly seq: number;
}

/**
 * The editor side of the preview protocol. Nothing is sent until a frame from an allowed origin
 * says ready; it then gets a snapshot, and every later change is a patch numbered without gaps.
 * A frame that misses one asks for a resync and gets a fresh snapshot.
 */
export function createPreviewHost(options: PreviewHostOptions): PreviewHost {
  const allowed = checkAllowedOrigins(options.allowedOrigins);
  let document = options.document;
  let selection = [...(options.selection ?? [])];
  let hover: string | null = null;
  let locale: Locale = options.locale ?? "zh-cn";
  let frameOrigin: string | null = null;
  let seq = 0;
  const session = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

  const send = (message: HostToFrameMessage) => {
    if (frameOrigin) options.post(message, frameOrigin);
  };
  const sendSnapshot = () =>
    send(
      envelope({
        type: "snapshot",
        session,
        seq,
        document,
        selection: [...selection],
        hover,
        locale,
      }),
    );

  const handle = (message: FrameToHostMessage, origin: string) => {
    switch (message.type) {
      case "ready":
        if (message.version !== PREVIEW_PROTOCOL_VERSION) {
          const text = translate("preview.unsupportedVersion", locale, {
            version: message.version,
          });
          options.post(
            envelope({ type: "error", code: "unsupported-version", message: text }),
            origin,
          );
          options.onError?.({ code: "unsupported-version", message: text });
          return;
        }
        frameOrigin = origin;
        sendSnapshot();
        options.onConnect?.(origin);
        return;
      case "resync":
        if (origin === frameOrigin) sendSnapshot();
        return;
      case "selection":
        if (!Array.isArray(message.ids)) return;
        selection = message.ids.filter((id) => typeof id === "string");
        options.onSelect?.([...selection]);
        return;
      case "hover":
        hover = typeof message.id === "string" ? message.id : null;
        options.onHover?.(hover);
        return;
      case "error":
        options.onError?.({ code: String(message.code), message: String(message.message) });
        return;
    }
  };

  return {
    receive(incoming) {
      if (!allowed.includes(incoming.origin)) {
        options.onReject?.(incoming, "origin");
        return false;
      }
      if (!isPreviewMessage(incoming.data)) {
        options.onReject?.(incoming, "format");
        return false;
      }
      handle(incoming.data as FrameToHostMessage, incoming.origin);
      return true;
    },
    update(next) {
      const ops = diffDocuments(document, next);
      document = next;
      if (ops.length === 0) return ops;
      // Without a frame the change is only remembered: the snapshot on ready will carry it.
      if (frameOrigin) {
        seq += 1;
        send(envelope({ type: "patch", session, seq, ops }));
      }
      return ops;
    },
    select(ids) {
      if (ids.length === selection.length && ids.every((id, i) => selection[i] === id)) return;
      selection = [...ids];
      send(envelope({ type: "selection", ids: [...ids] }));
    },
    hover(id) {
      if (id === hover) return;
      hover = id;
      send(envelope({ type: "hover", id }));
    },
    setLocale(next) {
      if (next === locale) return;
      locale = next;
      send(envelope({ type: "locale", locale }));
    },
    get connected() {
      return frameOrigin !== null;
    },
    get seq() {
      return seq;
    },
  };
}
