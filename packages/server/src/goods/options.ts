import type { FieldOption } from "../modules/framework/types.js";
import { text } from "../modules/system/fields.js";

/**
 * The page editor's product types (editor-react's PRODUCT_TYPES), labelled as the goods list and
 * the product picker show them: 2 图书, 5 其他, 11 系列.
 */
export const GOODS_TYPE_OPTIONS: FieldOption[] = [
  { value: 2, label: text("图书", "Books", "圖書") },
  { value: 5, label: text("其他", "Other", "其他") },
  { value: 11, label: text("系列", "Series", "系列") },
];

export const GOODS_STATUS_OPTIONS: FieldOption[] = [
  { value: 1, label: text("上架", "On sale", "上架") },
  { value: 0, label: text("下架", "Off sale", "下架") },
];

export const SPEC_MODE_OPTIONS: FieldOption[] = [
  { value: 1, label: text("单规格", "Single specification", "單規格") },
  { value: 2, label: text("多规格", "Multiple specifications", "多規格") },
];
