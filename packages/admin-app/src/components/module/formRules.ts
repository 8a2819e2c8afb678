import type { FormRule as Rule } from "antd";
import type { TFunction } from "i18next";
import type { ModuleColumn } from "./moduleTypes";

/**
 * The checks the server will make, from its own description: the operator learns of a missing or
 * too long value before sending. The server still checks everything.
 */
export function rulesFor(column: ModuleColumn, isCreate: boolean, t: TFunction): Rule[] {
  const rules: Rule[] = [];
  const field = column.label;
  const required = column.required === true || (column.required === "create" && isCreate);
  if (required) {
    const chosen = column.options || column.type === "integerList" || column.dictionary;
    rules.push({
      required: true,
      message: t(chosen ? "module.choose" : "module.required", { field }),
    });
  }
  if (column.type === "string" && column.max !== null) {
    rules.push(
      column.min !== null
        ? {
            min: column.min,
            max: column.max,
            message: t("module.length", { field, min: column.min, max: column.max }),
          }
        : { max: column.max, message: t("module.tooLong", { field, max: column.max }) },
    );
  }
  // A money column's range is in cents; its input (in 元) states the limit in 元 itself, and a
  // second message in 分 beside it only confused (issue 36).
  const money = column.kind === "money";
  if (
    column.type === "integer" &&
    !money &&
    !column.options &&
    column.min !== null &&
    column.max !== null
  ) {
    rules.push({
      type: "number",
      min: column.min,
      max: column.max,
      message: t("module.between", { field, min: column.min, max: column.max }),
    });
  }
  return rules;
}
