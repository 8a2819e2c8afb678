import { describe, expect, it } from "vitest";
import { bulkSetSkuRows, validateBulkValues } from "./bulk-set";
import { generateSkuRows } from "./generate-rows";
import { typicalGroups } from "./test-fixtures";

describe("bulkSetSkuRows", () => {
  const groups = typicalGroups();
  const rows = generateSkuRows(groups);

  it("applies the chosen values to every row and leaves blank fields alone", () => {
    const edited = rows.map((row) => ({ ...row, weight: 7 }));
    const result = bulkSetSkuRows(edited, groups, { price: "19.90", stock: "50", weight: "" });
    expect(result.errors).toEqual([]);
    expect(result.changed).toBe(4);
    for (const row of result.rows) expect(row).toMatchObject({ price: 19.9, stock: 50, weight: 7 });
  });

  it("applies only to the rows that contain one chosen option", () => {
    const result = bulkSetSkuRows(
      rows,
      groups,
      { price: 30 },
      {
        type: "option",
        groupId: 2,
        optionId: 22,
      },
    );
    expect(result.changed).toBe(2);
    expect(result.rows.map((row) => [row.data_title, row.price])).toEqual([
      ["红,S,棉", 0],
      ["红,M,棉", 30],
      ["蓝,S,棉", 0],
      ["蓝,M,棉", 30],
    ]);
    expect(result.rows[0]).toBe(rows[0]);
  });

  it("finds the option by its group's place among the ticked groups", () => {
    // With no size ticked, the material is the second id of specs_id.
    const noSizes = groups.map((group) =>
      group.id === 2
        ? { ...group, children: group.children.map((o) => ({ ...o, checked: false })) }
        : group,
    );
    const result = bulkSetSkuRows(
      generateSkuRows(noSizes),
      noSizes,
      { stock: 3 },
      {
        type: "option",
        groupId: 3,
        optionId: 31,
      },
    );
    expect(result.changed).toBe(2);
  });

  it("matches no row for an option whose group is not ticked", () => {
    const result = bulkSetSkuRows(
      rows,
      groups,
      { stock: 3 },
      {
        type: "option",
        groupId: 99,
        optionId: 1,
      },
    );
    expect(result.changed).toBe(0);
    expect(result.rows).toEqual(rows);
  });

  it("sets an image when one is given", () => {
    const result = bulkSetSkuRows(rows, groups, { image: " https://cdn.example/a.png " });
    expect(result.rows.every((row) => row.image === "https://cdn.example/a.png")).toBe(true);
  });

  it("changes nothing and explains why when a value is invalid", () => {
    const result = bulkSetSkuRows(rows, groups, { price: "1.999", stock: "-1" });
    expect(result.changed).toBe(0);
    expect(result.rows).toEqual(rows);
    expect(result.errors.map((error) => [error.field, error.message])).toEqual([
      ["price", "最多2位小数"],
      ["stock", "不能小于0"],
    ]);
  });
});

describe("validateBulkValues", () => {
  const groups = typicalGroups();
  const rows = generateSkuRows(groups);

  it("accepts stock 0, which empties the rows (issue 36), and refuses below 0", () => {
    expect(validateBulkValues({ stock: 0 })).toEqual([]);
    expect(validateBulkValues({ stock: "0" })).toEqual([]);
    expect(bulkSetSkuRows(rows, groups, { stock: "0" }).rows.every((r) => r.stock === 0)).toBe(
      true,
    );
    expect(validateBulkValues({ stock: -1 }).map((e) => e.messageKey)).toEqual(["validation.min"]);
  });

  it("refuses non-numbers, and weights and volumes finer than 2 decimals", () => {
    expect(
      validateBulkValues({ market_price: "abc", volume: "2.555", weight: "0.25" }).map(
        (e) => e.message,
      ),
    ).toEqual(["请输入数字", "最多2位小数"]);
  });

  it("refuses an empty dialog", () => {
    expect(validateBulkValues({ price: "", image: " " }, "en")).toEqual([
      { field: "values", message: "Fill in at least one value", messageKey: "bulk.nothingChosen" },
    ]);
  });
});
