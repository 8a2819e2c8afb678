/** Small readers of a product save's values, shared by goods-input.ts and goods-rows.ts. */

export const isEmpty = (v: unknown) => v === undefined || v === null || v === "";

/** Hundredths as numeric(12,2) text. */
export const decimalText = (hundredths: number) =>
  `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, "0")}`;

/** No id, or id 0: the save creates a product (the add grant), any other id edits one. */
export const isNewRow = (id: unknown) => isEmpty(id) || id === 0 || id === "0";

export function wholeNumber(value: unknown): number | undefined {
  if (typeof value === "number")
    return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  if (typeof value === "string" && /^\d{1,15}$/.test(value.trim())) {
    const n = Number(value.trim());
    return Number.isSafeInteger(n) ? n : undefined;
  }
  return undefined;
}

export function positiveId(value: unknown): number | undefined {
  const n = wholeNumber(value);
  return n !== undefined && n >= 1 && n <= 2_147_483_647 ? n : undefined;
}
