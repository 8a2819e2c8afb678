import type { Text3 } from "../modules/framework/types.js";
import type { DeviceTranslate } from "./messages.js";
import { isDay } from "./serial.js";

/**
 * Reading the device screens' small forms (battery, electrode, sell...): each reader answers the
 * value, or throws a FieldRefusal whose message names the field in the caller's language.
 */
export class FieldRefusal extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export interface FormReader {
  int(key: string, label: Text3, min: number, max: number, required?: boolean): number | null;
  day(key: string, label: Text3, required?: boolean): string | null;
  text(key: string, label: Text3, max: number, required?: boolean): string;
}

export function formReader(
  body: Record<string, unknown>,
  locale: keyof Text3,
  t: DeviceTranslate,
): FormReader {
  const empty = (v: unknown) => v === undefined || v === null || v === "";
  return {
    int(key, label, min, max, required = false) {
      const raw = body[key];
      if (empty(raw)) {
        if (required)
          throw new FieldRefusal(key, t("device.fieldRequired", { field: label[locale] }));
        return null;
      }
      const n = typeof raw === "number" ? raw : typeof raw === "string" ? Number(raw) : Number.NaN;
      if (!Number.isInteger(n) || n < min || n > max)
        throw new FieldRefusal(key, t("device.fieldBetween", { field: label[locale], min, max }));
      return n;
    },
    day(key, label, required = false) {
      const raw = body[key];
      if (empty(raw)) {
        if (required)
          throw new FieldRefusal(key, t("device.fieldRequired", { field: label[locale] }));
        return null;
      }
      // A date-time from a picker counts by its date part.
      const value = typeof raw === "string" ? raw.trim().slice(0, 10) : "";
      if (!isDay(value))
        throw new FieldRefusal(key, t("device.dayFormat", { field: label[locale] }));
      return value;
    },
    text(key, label, max, required = false) {
      const raw = body[key];
      if (empty(raw)) {
        if (required)
          throw new FieldRefusal(key, t("device.fieldRequired", { field: label[locale] }));
        return "";
      }
      if (typeof raw !== "string" && typeof raw !== "number")
        throw new FieldRefusal(key, t("device.fieldRequired", { field: label[locale] }));
      const value = String(raw).trim();
      if (value.includes("\u0000") || [...value].length > max)
        throw new FieldRefusal(key, t("device.fieldTooLong", { field: label[locale], max }));
      if (required && value === "")
        throw new FieldRefusal(key, t("device.fieldRequired", { field: label[locale] }));
      return value;
    },
  };
}
