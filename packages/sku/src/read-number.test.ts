import { describe, expect, it } from "vitest";
import { readSkuNumber } from "./read-number";

describe("readSkuNumber", () => {
  it("reads typed decimals, counting only significant decimals", () => {
    expect(readSkuNumber(" 12.50 ")).toEqual({ kind: "number", value: 12.5, decimals: 1 });
    expect(readSkuNumber("3.")).toEqual({ kind: "number", value: 3, decimals: 0 });
    expect(readSkuNumber(".25")).toEqual({ kind: "number", value: 0.25, decimals: 2 });
    expect(readSkuNumber("-7")).toEqual({ kind: "number", value: -7, decimals: 0 });
    expect(readSkuNumber("10.000")).toEqual({ kind: "number", value: 10, decimals: 0 });
  });

  it("reads stored numbers, including ones JavaScript prints with an exponent", () => {
    expect(readSkuNumber(42)).toEqual({ kind: "number", value: 42, decimals: 0 });
    expect(readSkuNumber(0.125)).toEqual({ kind: "number", value: 0.125, decimals: 3 });
    expect(readSkuNumber(1e-7)).toEqual({ kind: "number", value: 1e-7, decimals: 7 });
    expect(readSkuNumber(1e21)).toEqual({ kind: "number", value: 1e21, decimals: 0 });
  });

  it("tells empty from invalid", () => {
    for (const empty of ["", "   ", null, undefined])
      expect(readSkuNumber(empty).kind).toBe("empty");
    for (const bad of ["abc", "1,5", "0x10", "1e3", ".", "--1", Number.NaN, Infinity, true, {}]) {
      expect(readSkuNumber(bad).kind, String(bad)).toBe("invalid");
    }
  });
});
