import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { rulesFor } from "./formRules";
import type { ModuleColumn } from "./moduleTypes";

const t = ((key: string) => key) as unknown as TFunction;
const column = (extra: Partial<ModuleColumn>): ModuleColumn => ({
  key: "amount",
  type: "integer",
  label: "优惠金额",
  list: true,
  form: true,
  sortable: false,
  filter: null,
  required: false,
  min: 0,
  max: 100_000_000,
  unique: false,
  options: null,
  dictionary: null,
  export: true,
  ...extra,
});

describe("the generated form rules", () => {
  it("state an integer's range", () => {
    expect(rulesFor(column({}), true, t)).toEqual([
      { type: "number", min: 0, max: 100_000_000, message: "module.between" },
    ]);
  });

  it("leave a money column's range to its input, which says it in 元, not in 分 (issue 36)", () => {
    expect(rulesFor(column({ kind: "money" }), true, t)).toEqual([]);
  });
});
