import { Value } from "@sinclair/typebox/value";
import { describe, expect, it } from "vitest";
import { FreightSaveBody, mendShapes } from "./freight-body.js";
import { checkFreightInput } from "./freight-input.js";

/** What the route answers for `raw`: the schema's error paths mended, then the rules' refusals. */
function refusals(raw: unknown) {
  const paths = [...Value.Errors(FreightSaveBody, raw)].map((e) => e.path);
  return checkFreightInput(mendShapes(raw, paths), "en").errors;
}

describe("a freight template body of the wrong shape", () => {
  it("is refused field by field in the rules' own words", () => {
    const odd = { toString: [] };
    expect(
      refusals({ id: odd, name: "T", rules: [{ regions: [], first: 1, additional: 1 }] }),
    ).toEqual([{ field: "id", message: expect.any(String) }]);
    const rows = refusals({
      name: 5,
      billing: 1,
      rules: [{ regions: [odd], first: 1, additional: 1 }],
    });
    expect(rows.map((e) => e.field)).toEqual(["name", "rules[0].regions"]);
    expect(rows[1]!.message).toContain("?");
    expect(refusals({ name: "T", rules: "x" }).map((e) => e.field)).toEqual(["rules"]);
    expect(
      refusals({ name: "T", rules: [{ regions: [], first: 1, additional: 1 }], freeRules: 3 }).map(
        (e) => e.field,
      ),
    ).toEqual(["freeRules"]);
  });

  it("reads a body that is no object as empty, asking for what the form must fill", () => {
    expect(refusals("x").map((e) => e.field)).toEqual(["name", "rules"]);
    expect(refusals([1]).map((e) => e.field)).toEqual(["name", "rules"]);
  });
});
