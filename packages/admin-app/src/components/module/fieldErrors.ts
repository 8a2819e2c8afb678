import type { FieldError, ModuleColumn } from "./moduleTypes";

/**
 * The field messages of a refused save. The server answers code 1 with `data.errors`; when the
 * client passes that list on (`details.data.errors` or `data.errors`) it is used as it is.
 * Otherwise only `msg` (the first message) is known, and it is placed next to the field whose
 * label it names, so that the operator still sees it where it belongs.
 */
export function fieldErrorsFrom(error: unknown, columns: ModuleColumn[]): FieldError[] {
  const listed = listedErrors(error);
  if (listed) return listed;
  const message = error instanceof Error ? error.message : "";
  if (!message) return [];
  // The longest label first: "确认密码" must win over "密码".
  const named = [...columns]
    .filter((c) => c.form && c.label)
    .sort((a, b) => b.label.length - a.label.length)
    .find((c) => message.includes(c.label));
  return named ? [{ field: named.key, message }] : [];
}

function listedErrors(error: unknown): FieldError[] | null {
  if (typeof error !== "object" || error === null) return null;
  const holder = error as { data?: unknown; details?: { data?: unknown } };
  for (const data of [holder.details?.data, holder.data]) {
    const errors = (data as { errors?: unknown } | undefined)?.errors;
    if (Array.isArray(errors) && errors.every(isFieldError)) return errors;
  }
  return null;
}

function isFieldError(value: unknown): value is FieldError {
  const v = value as FieldError;
  return typeof v?.field === "string" && typeof v?.message === "string";
}
