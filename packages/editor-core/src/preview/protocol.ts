import type { Locale, PageDocument } from "../types";
import { isPlainObject } from "../util/deep-equal";
import type { PatchOp } from "./patch-types";

/** Every message carries this tag and the protocol version, so other window messages are ignored. */
export const PREVIEW_PROTOCOL = "vitrine-preview";
/** Bumped on any incompatible change; both ends refuse a version they do not speak. */
export const PREVIEW_PROTOCOL_VERSION = 1;

interface Envelope<T extends string> {
  protocol: typeof PREVIEW_PROTOCOL;
  version: number;
  type: T;
}

/**
 * Host -> frame: the whole page; `seq` is the number of the last patch it already contains.
 * `session` names the host instance: a new host (editor remounted) restarts numbering.
 */
export interface SnapshotMessage extends Envelope<"snapshot"> {
  session: string;
  seq: number;
  document: PageDocument;
  selection: string[];
  hover: string | null;
  /** The editor's language: the frame renders the page in it. */
  locale: Locale;
}
/** Host -> frame: the editor switched language while the preview is open. */
export interface LocaleMessage extends Envelope<"locale"> {
  locale: Locale;
}
/** Host -> frame: one change, numbered from 1 without gaps. */
export interface PatchMessage extends Envelope<"patch"> {
  session: string;
  seq: number;
  ops: PatchOp[];
}
/** Frame -> host: loaded and speaking `version`; answered with a snapshot. */
export type ReadyMessage = Envelope<"ready">;
/** Frame -> host: a patch was missed; answered with a snapshot. */
export interface ResyncMessage extends Envelope<"resync"> {
  lastSeq: number;
}
/** Either way: the selected components (several at once). */
export interface SelectionMessage extends Envelope<"selection"> {
  ids: string[];
}
/** Either way: the component under the pointer, or null. */
export interface HoverMessage extends Envelope<"hover"> {
  id: string | null;
}
/** Either way: something went wrong on the sender's side. */
export interface ErrorMessage extends Envelope<"error"> {
  code: "unsupported-version" | "bad-message" | "render-failed" | (string & {});
  message: string;
}

export type HostToFrameMessage =
  | SnapshotMessage
  | PatchMessage
  | LocaleMessage
  | SelectionMessage
  | HoverMessage
  | ErrorMessage;
export type FrameToHostMessage =
  | ReadyMessage
  | ResyncMessage
  | SelectionMessage
  | HoverMessage
  | ErrorMessage;
export type PreviewMessage = HostToFrameMessage | FrameToHostMessage;

/** What a window's message event carries: hosts pass `{data: event.data, origin: event.origin}`. */
export interface IncomingMessage {
  data: unknown;
  origin: string;
}

/** Sends a message to a window with a target origin (never "*"). */
export type PostFunction = (message: PreviewMessage, targetOrigin: string) => void;

type Body<M> = M extends unknown ? Omit<M, "protocol" | "version"> : never;

export function envelope<M extends PreviewMessage>(body: Body<M>): M {
  return { protocol: PREVIEW_PROTOCOL, version: PREVIEW_PROTOCOL_VERSION, ...body } as M;
}

/** True for anything tagged with this protocol (of any version). */
export function isPreviewMessage(data: unknown): data is PreviewMessage {
  return (
    isPlainObject(data) &&
    data.protocol === PREVIEW_PROTOCOL &&
    typeof data.version === "number" &&
    typeof data.type === "string"
  );
}

/** Origins are compared exactly; "*" is never accepted as an allowed origin. */
export function checkAllowedOrigins(origins: readonly string[]): readonly string[] {
  if (origins.length === 0 || origins.includes("*")) {
    throw new TypeError('preview: give the exact allowed origins ("*" is not accepted)');
  }
  return origins;
}
