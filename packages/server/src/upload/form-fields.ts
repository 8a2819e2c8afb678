/** A whole number sent as a multipart field, within [min, max]; undefined for anything else. */
export function intField(value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined || !/^\d{1,15}$/.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return n >= min && n <= max ? n : undefined;
}
