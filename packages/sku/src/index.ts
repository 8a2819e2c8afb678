// Framework-free entry of @vitrine/sku: no React, no DOM. The React editor is on "@vitrine/sku/react".
export {
  bulkSetSkuRows,
  type SkuBulkResult,
  type SkuBulkScope,
  type SkuBulkValues,
  validateBulkValues,
} from "./bulk-set";
export {
  countSkuCombinations,
  emptySkuRow,
  generateSkuRows,
  tickedAxes,
} from "./generate-rows";
export { createSkuMessage } from "./i18n/create-message";
export { skuMessages } from "./i18n/messages";
export { translateSku } from "./i18n/translate";
export { normalizeSkuRow, normalizeSkuRows } from "./normalize-rows";
export { type ReadNumber, readSkuNumber } from "./read-number";
export {
  addSpecGroup,
  addSpecOption,
  nextSpecId,
  removeSpecGroup,
  removeSpecOption,
  renameSpecGroup,
  renameSpecOption,
  type SpecEditOptions,
  type SpecEditResult,
  setSpecOptionChecked,
} from "./spec-groups";
export {
  type MessageParams,
  SKU_LOCALES,
  SKU_NUMBER_FIELDS,
  type SkuLocale,
  type SkuMessage,
  type SkuNumber,
  type SkuNumberField,
  type SkuRow,
  type SpecGroup,
  type SpecId,
  type SpecOption,
} from "./types";
export {
  checkSkuNumber,
  SKU_ROW_RULES,
  type SkuRowProblems,
  validateSkuRow,
  validateSkuRows,
} from "./validate-row";
