import type { FieldSpec, FieldSpecs } from "../registry/field-spec";
import { pageSettingsFields } from "./page-settings";

/** The built-in page settings, in the panel's order. */
export const PAGE_SETTING_NAMES = [
  "name",
  "details",
  "classification",
  "isPerson",
  "isBack",
  "titleHeight",
  "bgColor",
  "bgImg",
] as const;
export type PageSettingName = (typeof PAGE_SETTING_NAMES)[number];

/** The settings the original requires before a page is published. */
export type RequirableSetting = "name" | "details" | "classification";

/**
 * Which page settings a host offers (issue 35): a shop with no categories, or no descriptions,
 * should not see the field nor a red "required" under it on every new page.
 */
export interface PageSettingsOptions {
  /**
   * The built-in settings shown and validated, in this order. Default: all of PAGE_SETTING_NAMES.
   * A setting left out keeps its stored value (import and export are unchanged).
   */
  fields?: readonly PageSettingName[] | undefined;
  /** Which of the shown name, details and classification must be filled. Default: all three. */
  required?: readonly RequirableSetting[] | undefined;
  /**
   * The host's own settings, stored in the page's settings under these keys (kept by parse,
   * serialize and import), validated with the built-ins and drawn after them by the settings
   * panel: widgets `text`, `textarea`, `number` and `switch`, labelled by `ui.label`.
   */
  extra?: FieldSpecs | undefined;
}

const REQUIRABLE: readonly string[] = ["name", "details", "classification"];

/**
 * The field specs of the page settings under `options`: the chosen built-ins in their order, with
 * `required` as asked, then the host's own. The panel, `editor.validate()` and
 * `validateDocument(page, { pageSettings })` all read these.
 */
export function pageSettingsFieldsOf(options: PageSettingsOptions = {}): FieldSpecs {
  const required = new Set<string>(options.required ?? REQUIRABLE);
  const fields: Record<string, FieldSpec> = {};
  for (const name of options.fields ?? PAGE_SETTING_NAMES) {
    const spec = pageSettingsFields[name];
    if (!spec) continue;
    fields[name] = REQUIRABLE.includes(name) ? { ...spec, required: required.has(name) } : spec;
  }
  for (const [key, spec] of Object.entries(options.extra ?? {}))
    if (!(key in pageSettingsFields)) fields[key] = spec;
  return fields;
}
