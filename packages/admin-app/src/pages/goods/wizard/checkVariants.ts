import { validateSkuRows } from "@vitrine/sku";
import type { SkuEditorValue } from "@vitrine/sku/react";
import type { Language } from "../../../i18n/languages";
import { variantMarginProblems } from "./rules";

/**
 * The client's check of the variant table: some combination, every cell a valid number, and
 * cost ≤ price ≤ original price in each row.
 */
export function checkVariants(
  sku: SkuEditorValue,
  locale: Language,
  noRowsMessage: string,
): string[] {
  if (sku.rows.length === 0) return [noRowsMessage];
  const problems = validateSkuRows(sku.rows, locale).map(
    (problem) => `${problem.data_title}: ${problem.errors.map((e) => e.message).join("，")}`,
  );
  // Rows whose numbers read are held to the contract's margin rule, as the server holds them.
  return problems.length > 0 ? problems : variantMarginProblems(sku.rows, locale);
}
