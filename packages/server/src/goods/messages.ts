import type { Locale } from "../i18n/messages.js";

/**
 * Texts of the goods area in the three interface languages: refusals name the field by its label
 * (`{field}`), and a SKU row by its combination (`{row}`, e.g. 规格“红色 / XL”).
 */
const zhCn = {
  "goods.required": "请输入{field}",
  "goods.choose": "请选择{field}",
  "goods.tooLong": "{field}最多 {max} 个字符",
  "goods.money": "{field}必须是不小于 0 的金额，最多两位小数",
  "goods.moneyTooLarge": "{field}不能超过 {max}",
  "goods.decimal": "{field}必须是不小于 0 的数字，最多两位小数",
  "goods.wholeNumber": "{field}必须是不小于 0 的整数",
  "goods.between": "{field}必须在 {min} 到 {max} 之间",
  "goods.oneOf": "{field}的取值不在允许范围内",
  "goods.notExist": "{field}不存在",
  "goods.list": "{field}必须是列表",
  "goods.tooMany": "{field}最多 {max} 项",
  "goods.row": "规格“{row}”的{message}",
  "goods.singleSpecSkus": "单规格商品只能有一条价格库存，且不带规格值",
  "goods.noSkus": "请填写规格的价格和库存",
  "goods.specMissing": "多规格商品请至少添加一个规格",
  "goods.specDuplicate": "规格“{name}”重复添加",
  "goods.specNoValues": "规格“{name}”请至少选择一个规格值",
  "goods.valueNotInSpec": "规格值 {id} 不属于规格“{name}”",
  "goods.skuOptions": "规格“{row}”必须为每个规格各选一个规格值",
  "goods.skuOptionNotChosen": "规格“{row}”用到了未选的规格值 {id}",
  "goods.skuDuplicate": "规格组合“{row}”重复",
  "goods.presaleRange": "预售结束时间必须晚于开始时间",
  "goods.freightTemplateMissing": "请选择运费模板",
  "goods.inRecycleBin": "商品“{name}”在回收站中，请先恢复",
  "goods.notInRecycleBin": "只能彻底删除回收站中的商品：“{name}”不在回收站",
  "goods.notDeleted": "商品“{name}”不在回收站中",
  "goods.idsRequired": "请选择商品",
  "goods.badTab": "商品列表的标签只能是 all、onSale、offSale、soldOut、lowStock 或 recycle",
  "goods.tooManyIds": "一次最多查询 {max} 个商品",
  "category.tooDeep": "商品分类最多三级，不能放在三级分类“{name}”下",
  "category.subtreeTooDeep": "移动后下级分类将超过三级",
  "category.hasChildren": "分类“{name}”下还有子分类，请先删除子分类",
  "category.inUse": "分类“{name}”下还有 {count} 个商品（含回收站），不能删除",
  "spec.inUse": "规格“{name}”的规格值正被 {count} 个商品使用，不能删除",
  "specValue.inUse": "规格值“{name}”正被 {count} 个商品使用，不能删除",
  "specValue.empty": "规格值不能为空",
  "freight.inUse": "运费模板“{name}”正被 {count} 个商品使用，不能删除",
  "freight.noRules": "请至少添加一个配送区域",
  "freight.regionUnknown": "{field}中的地区编码“{code}”不存在",
  "freight.regionsEmpty": "{field}请至少选择一个地区",
  "freight.regionTwice": "地区“{code}”在配送区域中出现了不止一次",
  "freight.regionBlocked": "地区“{code}”既在配送区域中又在不配送区域中",
  "freight.freeRuleEmpty": "包邮条件请填写件数或金额",
  "freight.unitPositive": "{field}必须大于 0",
} as const;

export type GoodsMessageKey = keyof typeof zhCn;

const en: Record<GoodsMessageKey, string> = {
  "goods.required": "Please enter {field}",
  "goods.choose": "Please choose {field}",
  "goods.tooLong": "{field} allows at most {max} characters",
  "goods.money": "{field} must be an amount of at least 0 with at most 2 decimals",
  "goods.moneyTooLarge": "{field} cannot be more than {max}",
  "goods.decimal": "{field} must be a number of at least 0 with at most 2 decimals",
  "goods.wholeNumber": "{field} must be a whole number of at least 0",
  "goods.between": "{field} must be between {min} and {max}",
  "goods.oneOf": "{field} has a value that is not allowed",
  "goods.notExist": "{field} does not exist",
  "goods.list": "{field} must be a list",
  "goods.tooMany": "{field} allows at most {max} items",
  "goods.row": "Variant “{row}”: {message}",
  "goods.singleSpecSkus":
    "A single-specification product has exactly one price and stock row, without options",
  "goods.noSkus": "Enter the variants' prices and stock",
  "goods.specMissing": "Add at least one specification to a product with multiple specifications",
  "goods.specDuplicate": "Specification “{name}” is added twice",
  "goods.specNoValues": "Choose at least one value of specification “{name}”",
  "goods.valueNotInSpec": "Value {id} does not belong to specification “{name}”",
  "goods.skuOptions": "Variant “{row}” must have exactly one value of each specification",
  "goods.skuOptionNotChosen": "Variant “{row}” uses value {id}, which is not chosen",
  "goods.skuDuplicate": "The combination “{row}” appears twice",
  "goods.presaleRange": "The pre-sale must end after it starts",
  "goods.freightTemplateMissing": "Please choose a freight template",
  "goods.inRecycleBin": "“{name}” is in the recycle bin; restore it first",
  "goods.notInRecycleBin":
    "Only goods in the recycle bin can be deleted for good: “{name}” is not there",
  "goods.notDeleted": "“{name}” is not in the recycle bin",
  "goods.idsRequired": "Please choose goods",
  "goods.badTab": "The goods tab must be all, onSale, offSale, soldOut, lowStock or recycle",
  "goods.tooManyIds": "At most {max} goods per request",
  "category.tooDeep":
    "Categories have at most three levels: nothing can go under the third-level “{name}”",
  "category.subtreeTooDeep":
    "After this move its sub-categories would be more than three levels deep",
  "category.hasChildren": "Category “{name}” has sub-categories; delete them first",
  "category.inUse":
    "Category “{name}” still holds {count} goods (recycle bin included) and cannot be deleted",
  "spec.inUse": "Values of specification “{name}” are used by {count} goods; it cannot be deleted",
  "specValue.inUse": "Value “{name}” is used by {count} goods and cannot be deleted",
  "specValue.empty": "A specification value cannot be empty",
  "freight.inUse": "Freight template “{name}” is used by {count} goods and cannot be deleted",
  "freight.noRules": "Add at least one delivery region",
  "freight.regionUnknown": "{field}: there is no region with code “{code}”",
  "freight.regionsEmpty": "{field}: choose at least one region",
  "freight.regionTwice": "Region “{code}” appears in more than one delivery row",
  "freight.regionBlocked": "Region “{code}” is both a delivery region and a no-delivery region",
  "freight.freeRuleEmpty": "A free-shipping rule needs a quantity or an amount",
  "freight.unitPositive": "{field} must be more than 0",
};

const zhTw: Record<GoodsMessageKey, string> = {
  "goods.required": "請輸入{field}",
  "goods.choose": "請選擇{field}",
  "goods.tooLong": "{field}最多 {max} 個字元",
  "goods.money": "{field}必須是不小於 0 的金額，最多兩位小數",
  "goods.moneyTooLarge": "{field}不能超過 {max}",
  "goods.decimal": "{field}必須是不小於 0 的數字，最多兩位小數",
  "goods.wholeNumber": "{field}必須是不小於 0 的整數",
  "goods.between": "{field}必須在 {min} 到 {max} 之間",
  "goods.oneOf": "{field}的取值不在允許範圍內",
  "goods.notExist": "{field}不存在",
  "goods.list": "{field}必須是清單",
  "goods.tooMany": "{field}最多 {max} 項",
  "goods.row": "規格「{row}」的{message}",
  "goods.singleSpecSkus": "單規格商品只能有一筆價格庫存，且不帶規格值",
  "goods.noSkus": "請填寫規格的價格和庫存",
  "goods.specMissing": "多規格商品請至少新增一個規格",
  "goods.specDuplicate": "規格「{name}」重複新增",
  "goods.specNoValues": "規格「{name}」請至少選擇一個規格值",
  "goods.valueNotInSpec": "規格值 {id} 不屬於規格「{name}」",
  "goods.skuOptions": "規格「{row}」必須為每個規格各選一個規格值",
  "goods.skuOptionNotChosen": "規格「{row}」用到了未選的規格值 {id}",
  "goods.skuDuplicate": "規格組合「{row}」重複",
  "goods.presaleRange": "預售結束時間必須晚於開始時間",
  "goods.freightTemplateMissing": "請選擇運費範本",
  "goods.inRecycleBin": "商品「{name}」在回收站中，請先還原",
  "goods.notInRecycleBin": "只能徹底刪除回收站中的商品：「{name}」不在回收站",
  "goods.notDeleted": "商品「{name}」不在回收站中",
  "goods.idsRequired": "請選擇商品",
  "goods.badTab": "商品列表的標籤只能是 all、onSale、offSale、soldOut、lowStock 或 recycle",
  "goods.tooManyIds": "一次最多查詢 {max} 個商品",
  "category.tooDeep": "商品分類最多三級，不能放在三級分類「{name}」下",
  "category.subtreeTooDeep": "移動後下級分類將超過三級",
  "category.hasChildren": "分類「{name}」下還有子分類，請先刪除子分類",
  "category.inUse": "分類「{name}」下還有 {count} 個商品（含回收站），不能刪除",
  "spec.inUse": "規格「{name}」的規格值正被 {count} 個商品使用，不能刪除",
  "specValue.inUse": "規格值「{name}」正被 {count} 個商品使用，不能刪除",
  "specValue.empty": "規格值不能為空",
  "freight.inUse": "運費範本「{name}」正被 {count} 個商品使用，不能刪除",
  "freight.noRules": "請至少新增一個配送區域",
  "freight.regionUnknown": "{field}中的地區代碼「{code}」不存在",
  "freight.regionsEmpty": "{field}請至少選擇一個地區",
  "freight.regionTwice": "地區「{code}」在配送區域中出現了不止一次",
  "freight.regionBlocked": "地區「{code}」既在配送區域中又在不配送區域中",
  "freight.freeRuleEmpty": "包郵條件請填寫件數或金額",
  "freight.unitPositive": "{field}必須大於 0",
};

export const goodsMessages: Record<Locale, Record<GoodsMessageKey, string>> = {
  "zh-cn": zhCn,
  en,
  "zh-tw": zhTw,
};

export type GoodsTranslate = (
  key: GoodsMessageKey,
  params?: Record<string, string | number>,
) => string;

export function goodsTranslator(locale: Locale): GoodsTranslate {
  return (key, params = {}) => {
    const template = goodsMessages[locale]?.[key] ?? goodsMessages["zh-cn"][key];
    return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
  };
}
