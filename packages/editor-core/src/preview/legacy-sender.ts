import { DocumentError } from "../document/document-error";
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
 * message after the frame loads. Sending the same document again posts nothing, nor does a page
 * holding a container (the original format has none).
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
      let record: LegacyPageRecord;
      try {
        record = toLegacyPage(document, { registry: options.registry, id: options.id });
      } catch (error) {
        // A page holding a container has no original form: the renderer keeps the last page it
        // could show instead of the editor failing on every change.
        if (error instanceof DocumentError && error.messageKey === "legacy.containerNotSupported") {
          return null;
        }
        throw error;
      }
      options.post(record, options.targetOrigin);
      return record;
    },
  };
}
