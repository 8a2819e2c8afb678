import { describe, expect, it } from "vitest";
import { emptySkuRow } from "./generate-rows";
import { normalizeSkuRow, normalizeSkuRows } from "./normalize-rows";

describe("normalizeSkuRow", () => {
  it("turns typed numbers back into numbers and leaves bad text for validation", () => {
    const typed = { ...emptySkuRow("1", "红"), price: " 12.50 ", stock: "7", weight: "abc" };
    expect(normalizeSkuRow(typed)).toMatchObject({ price: 12.5, stock: 7, weight: "abc" });
  });

  it("keeps a row that holds only numbers as the same object", () => {
    const row = emptySkuRow("1", "红");
    expect(normalizeSkuRows([row])[0]).toBe(row);
  });
});
