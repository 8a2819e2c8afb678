import type { LegacyPageRecord } from "../legacy/legacy-types";
import { toLegacyPage } from "../legacy/to-legacy-page";
import type { Registry } from "../registry/registry";
import type { PageDocument } from "../types";

export interface LegacyPreviewSenderOptions {
  /** Sends the record to the frame with a target origin. */
  post: (record: LegacyPageRecord, targetOrigin: string) => void;
  /** The exact origin of the existing H5 renderer ("*" is refused: page data is not public). */
  targetOrigin: string;
  registry?: Registry | undefined;
  /** The page id written into the record. */
  id?: string | number | null | undefined;
}

export interface LegacyPreviewSender {
  /** Posts the whole page as the original `{id, name, templateJson, component}` message. */
  send(document: PageDocument): LegacyPageRecord | null;
}

/**
 * For H5 renderers written for the original system, which expect the whole page record in one
 * message after the frame loads. Sending the same document again posts nothing.
 */
export function createLegacyPreviewSender(
  options: LegacyPreviewSenderOptions,
): LegacyPreviewSender {
  if (!options.targetOrigin || options.targetOrigin === "*") {
    throw new TypeError("legacy preview: give the renderer's exact origin");
  }
  let last: PageDocument | null = null;
  return {
    send(document) {
      if (document === last) return null;
      last = document;
      const record = toLegacyPage(document, { registry: options.registry, id: options.id });
      options.post(record, options.targetOrigin);
      return record;
    },
  };
}
