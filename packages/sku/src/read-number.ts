export type ReadNumber =
  | { kind: "empty" }
  | { kind: "invalid" }
  | { kind: "number"; value: number; decimals: number };

// Plain decimal notation only: "0x10", "1e3" or "1,5" are not what an operator means by a price.
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Reads a cell as the operator typed it (string) or as stored (number). */
export function readSkuNumber(value: unknown): ReadNumber {
  if (value === undefined || value === null) return { kind: "empty" };
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return { kind: "invalid" };
    return { kind: "number", value, decimals: decimalsOfNumber(value) };
  }
  if (typeof value !== "string") return { kind: "invalid" };
  const text = value.trim();
  if (text === "") return { kind: "empty" };
  if (!DECIMAL.test(text)) return { kind: "invalid" };
  const fraction = text.split(".")[1] ?? "";
  // "1.50" has one significant decimal: trailing zeros do not make a price more precise.
  return { kind: "number", value: Number(text), decimals: fraction.replace(/0+$/, "").length };
}

function decimalsOfNumber(value: number): number {
  const [mantissa = "", exponent = "0"] = String(value).split("e");
  const fraction = mantissa.split(".")[1] ?? "";
  return Math.max(0, fraction.length - Number(exponent));
}
