import { describe, expect, it } from "vitest";
import { countSkuCombinations, generateSkuRows } from "./generate-rows";
import { setSpecOptionChecked } from "./spec-groups";
import { typicalGroups } from "./test-fixtures";
import type { SpecGroup } from "./types";

describe("generateSkuRows", () => {
  it("builds the product of ticked options in group order, then option order", () => {
    const rows = generateSkuRows(typicalGroups());
    expect(rows.map((row) => row.specs_id)).toEqual([
      "11,21,31",
      "11,22,31",
      "12,21,31",
      "12,22,31",
    ]);
    expect(rows.map((row) => row.data_title)).toEqual(["红,S,棉", "红,M,棉", "蓝,S,棉", "蓝,M,棉"]);
  });

  it("starts new rows at zero with an empty image", () => {
    const [row] = generateSkuRows(typicalGroups());
    expect(row).toEqual({
      data_title: "红,S,棉",
      specs_id: "11,21,31",
      price: 0,
      cost_price: 0,
      market_price: 0,
      stock: 0,
      weight: 0,
      volume: 0,
      image: "",
    });
  });

  it("skips a group with nothing ticked", () => {
    const groups = typicalGroups();
    const withoutSizes = setSpecOptionChecked(
      setSpecOptionChecked(groups, 2, 21, false),
      2,
      22,
      false,
    );
    expect(generateSkuRows(withoutSizes).map((row) => row.data_title)).toEqual(["红,棉", "蓝,棉"]);
  });

  it("gives no rows when nothing is ticked, or there are no groups", () => {
    const none: SpecGroup[] = typicalGroups().map((group) => ({
      ...group,
      children: group.children.map((option) => ({ ...option, checked: false })),
    }));
    expect(generateSkuRows(none)).toEqual([]);
    expect(generateSkuRows([])).toEqual([]);
  });

  it("keeps the values of rows whose specs_id existed, and zeroes the new ones", () => {
    const groups = typicalGroups();
    const edited = generateSkuRows(groups).map((row, index) => ({
      ...row,
      price: 10 + index,
      stock: "5",
      image: `https://cdn.example/${row.specs_id}.png`,
    }));
    const withBlack = setSpecOptionChecked(groups, 1, 13, true);
    const rows = generateSkuRows(withBlack, edited);

    expect(rows).toHaveLength(6);
    expect(rows.slice(0, 4)).toEqual(edited);
    expect(rows[4]).toMatchObject({ specs_id: "13,21,31", price: 0, stock: 0, image: "" });
  });

  it("hands back the same row object when nothing about it changed", () => {
    const groups = typicalGroups();
    const before = generateSkuRows(groups);
    const after = generateSkuRows(setSpecOptionChecked(groups, 1, 13, true), before);
    expect(after[0]).toBe(before[0]);
  });

  it("updates the title of a kept row after an option is renamed, keeping its values", () => {
    const groups = typicalGroups();
    const before = generateSkuRows(groups).map((row) => ({ ...row, price: 99 }));
    const renamed = groups.map((group) =>
      group.id === 1
        ? {
            ...group,
            children: group.children.map((o) => (o.id === 11 ? { ...o, title: "大红" } : o)),
          }
        : group,
    );
    const [first] = generateSkuRows(renamed, before);
    expect(first).toMatchObject({ data_title: "大红,S,棉", specs_id: "11,21,31", price: 99 });
  });

  it("drops rows whose combination is no longer ticked", () => {
    const groups = typicalGroups();
    const before = generateSkuRows(groups);
    const after = generateSkuRows(setSpecOptionChecked(groups, 1, 12, false), before);
    expect(after.map((row) => row.specs_id)).toEqual(["11,21,31", "11,22,31"]);
  });

  it("builds 10,000 rows for four groups of ten ticked options", () => {
    const groups: SpecGroup[] = [1, 2, 3, 4].map((g) => ({
      id: `g${g}`,
      title: `G${g}`,
      children: Array.from({ length: 10 }, (_, o) => ({
        id: `${g}-${o}`,
        title: `${o}`,
        checked: true,
      })),
    }));
    expect(countSkuCombinations(groups)).toBe(10_000);
    const rows = generateSkuRows(groups);
    expect(rows).toHaveLength(10_000);
    expect(new Set(rows.map((row) => row.specs_id)).size).toBe(10_000);
    expect(rows[9_999]?.specs_id).toBe("1-9,2-9,3-9,4-9");
  });
});

describe("countSkuCombinations", () => {
  it("multiplies the ticked counts of the groups that have any", () => {
    expect(countSkuCombinations(typicalGroups())).toBe(4);
    expect(countSkuCombinations([])).toBe(0);
  });
});
