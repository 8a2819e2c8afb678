import { describe, expect, it } from "vitest";
import { csvCell, csvLines, guardFormula, quoteCsvField } from "./spreadsheet-cell.js";

describe("spreadsheet cells", () => {
  it("prefixes every formula start OWASP names, and leaves plain text alone", () => {
    for (const formula of ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"])
      expect(guardFormula(formula)).toBe(`'${formula}`);
    expect(guardFormula("plain")).toBe("plain");
    expect(guardFormula("a=b")).toBe("a=b");
  });

  it("keeps numbers as numbers, negative ones too", () => {
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell("-5")).toBe("'-5");
  });

  it("quotes commas, quotes and line breaks, doubling the quotes", () => {
    expect(csvCell('x,"y"')).toBe('"x,""y"""');
    expect(csvCell("z\nw")).toBe('"z\nw"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(null)).toBe("");
    // Quoting alone, for cells a caller has already guarded by their type (money, dates).
    expect(quoteCsvField("-5.00")).toBe("-5.00");
  });

  it("joins rows with CRLF", () => {
    expect(
      csvLines([
        ["a", "b"],
        [1, "=x"],
      ]),
    ).toBe("a,b\r\n1,'=x");
  });
});
