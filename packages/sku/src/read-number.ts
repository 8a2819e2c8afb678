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
    // Most cells are whole numbers; only fractions pay for a string conversion.
    return {
      kind: "number",
      value,
      decimals: Number.isInteger(value) ? 0 : decimalsOfNumber(value),
    };
  }
  if (typeof value !== "string") return { kind: "invalid" };
  const text = value.trim();
  if (text === "") return { kind: "empty" };
  if (!DECIMAL.test(text)) return { kind: "invalid" };
  return { kind: "number", value: Number(text), decimals: decimalsOfText(text) };
}

/** Digits after the point, not counting trailing zeros: "1.50" is as precise as 1.5. */
function decimalsOfText(text: string): number {
  const point = text.indexOf(".");
  if (point < 0) return 0;
  let end = text.length;
  while (end > point + 1 && text.charCodeAt(end - 1) === 48 /* "0" */) end--;
  return end - point - 1;
}

function decimalsOfNumber(value: number): number {
  const [mantissa = "", exponent = "0"] = String(value).split("e");
  const fraction = mantissa.split(".")[1] ?? "";
  return Math.max(0, fraction.length - Number(exponent));
}
