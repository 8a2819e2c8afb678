import { type Locale, type Translate, translatorFor } from "../i18n/messages.js";

// The reasons are the contract's (after-sale.ts), the order desk reads the same list.
export { AFTER_SALE_REASONS, type AfterSaleReason } from "@vitrine/contract";

/** After-sale requests' words and refusals (after-sale-routes.ts), three languages. */
const zhCn = {
  "afterSale.reason.damaged": "商品破损",
  "afterSale.reason.wrongItem": "发错货",
  "afterSale.reason.notAsDescribed": "与描述不符",
  "afterSale.reason.noLongerNeeded": "不想要了",
  "afterSale.reason.other": "其他",
  "afterSale.badOrder": "请指定正确的订单",
  "afterSale.badReason": "请选择售后原因",
  "afterSale.badLines": "请选择要申请售后的商品",
  "afterSale.note": "补充说明最多 200 个字",
  "afterSale.notEligible": "该订单当前不能申请售后",
  "afterSale.tooLate": "订单完成已超过 {days} 天，不能再申请售后",
  "afterSale.lineOpen": "该商品已有处理中的售后申请",
  "afterSale.lineRefunded": "该商品已全部退款",
  "afterSale.badId": "请指定正确的售后申请",
  "afterSale.notOpen": "该售后申请已处理",
  "afterSale.answer": "请输入拒绝原因（1 到 200 个字）",
};

export type AfterSaleMessageKey = keyof typeof zhCn;

const en: Record<AfterSaleMessageKey, string> = {
  "afterSale.reason.damaged": "Damaged item",
  "afterSale.reason.wrongItem": "Wrong item sent",
  "afterSale.reason.notAsDescribed": "Not as described",
  "afterSale.reason.noLongerNeeded": "No longer needed",
  "afterSale.reason.other": "Other",
  "afterSale.badOrder": "Please choose a valid order",
  "afterSale.badReason": "Please choose a reason",
  "afterSale.badLines": "Please choose the items the request is about",
  "afterSale.note": "The note allows at most 200 characters",
  "afterSale.notEligible": "This order cannot have an after-sale request now",
  "afterSale.tooLate": "The order was completed more than {days} days ago: it is too late to ask",
  "afterSale.lineOpen": "This item already has a request being handled",
  "afterSale.lineRefunded": "This item has been refunded in full",
  "afterSale.badId": "Please choose a valid after-sale request",
  "afterSale.notOpen": "This request has already been answered",
  "afterSale.answer": "Enter the reason for rejecting (1 to 200 characters)",
};

const zhTw: Record<AfterSaleMessageKey, string> = {
  "afterSale.reason.damaged": "商品破損",
  "afterSale.reason.wrongItem": "寄錯貨",
  "afterSale.reason.notAsDescribed": "與描述不符",
  "afterSale.reason.noLongerNeeded": "不想要了",
  "afterSale.reason.other": "其他",
  "afterSale.badOrder": "請指定正確的訂單",
  "afterSale.badReason": "請選擇售後原因",
  "afterSale.badLines": "請選擇要申請售後的商品",
  "afterSale.note": "補充說明最多 200 個字",
  "afterSale.notEligible": "該訂單目前不能申請售後",
  "afterSale.tooLate": "訂單完成已超過 {days} 天，不能再申請售後",
  "afterSale.lineOpen": "該商品已有處理中的售後申請",
  "afterSale.lineRefunded": "該商品已全部退款",
  "afterSale.badId": "請指定正確的售後申請",
  "afterSale.notOpen": "該售後申請已處理",
  "afterSale.answer": "請輸入拒絕原因（1 到 200 個字）",
};

const catalogues: Record<Locale, Record<AfterSaleMessageKey, string>> = {
  "zh-cn": zhCn,
  en,
  "zh-tw": zhTw,
};

export type AfterSaleTranslate = Translate<AfterSaleMessageKey>;

export function afterSaleTranslator(locale: Locale): AfterSaleTranslate {
  return translatorFor(catalogues, locale);
}
