import type { FormInstance } from "antd";
import { fieldErrorsFrom } from "../../components/module/fieldErrors";

/**
 * Puts a refused save's per-field messages (the server's `data.errors`) beside their fields, and
 * answers the message to show above the form when none names a field of this form.
 */
export function showRefusal(form: FormInstance, error: unknown, fields: string[]): string | null {
  const errors = fieldErrorsFrom(error, []).filter((e) => fields.includes(e.field));
  if (errors.length > 0) {
    form.setFields(errors.map((e) => ({ name: e.field, errors: [e.message] })));
    return null;
  }
  return error instanceof Error ? error.message : String(error);
}
