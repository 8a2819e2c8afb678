/**
 * The fields that say what a device is as made, in the order the add / edit form, the production
 * tab and the info page all show them: written once so the three never drift apart.
 */
export const MADE_FIELDS = [
  "imei",
  "model",
  "hardwareVersion",
  "firmwareVersion",
  "batch",
  "producedOn",
] as const;

/** The fields of the add / edit form, in this order. */
export const FORM_ORDER = ["serial", ...MADE_FIELDS, "remark"];
