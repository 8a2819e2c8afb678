import { defaultPageSettings, pageSettingsFields } from "../builtins/page-settings";
import type { Locale, PageSettings } from "../types";
import { isPlainObject } from "../util/deep-equal";
import { findFieldTypeProblem } from "./check-fields";
import { clearBadFormats, type RefusalListener } from "./clear-bad-formats";
import { DocumentError } from "./document-error";

/** Checks the kinds of the page settings and fills what is missing from the defaults. */
export function readSettings(
  raw: unknown,
  locale: Locale,
  field = "settings",
  onRefused?: RefusalListener,
): PageSettings {
  if (raw === undefined) return { ...defaultPageSettings };
  if (!isPlainObject(raw)) {
    throw new DocumentError("document.notAnObject", { field }, { field }, locale);
  }
  const problem = findFieldTypeProblem(raw, pageSettingsFields);
  if (problem) {
    throw new DocumentError(
      "document.settingWrongType",
      { field: problem.field, expected: problem.expected.join("|") },
      { field: problem.field },
      locale,
    );
  }
  return { ...defaultPageSettings, ...clearBadFormats(raw, pageSettingsFields, onRefused) };
}
