import type { PageDocument, PageSettings } from "../types";
import { deepEqual } from "../util/deep-equal";
import { deepFreeze } from "../util/freeze";

/** Merges a patch into the page settings; answers the same document when nothing differs. */
export function updateSettings(document: PageDocument, patch: Partial<PageSettings>): PageDocument {
  const changed = Object.entries(patch).filter(
    ([key, value]) => !deepEqual(document.settings[key], value),
  );
  if (changed.length === 0) return document;
  const settings = deepFreeze({
    ...document.settings,
    ...structuredClone(Object.fromEntries(changed)),
  });
  return Object.freeze({ ...document, settings });
}
