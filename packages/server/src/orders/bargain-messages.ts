import { type Locale, type Translate, translatorFor } from "../i18n/messages.js";

/** The shopper's bargain calls' refusals (bargain-routes.ts), three languages. */
const zhCn = {
  "bargain.badActivity": "请指定正确的砍价活动",
  "bargain.badId": "请指定正确的砍价",
  "bargain.notFound": "该砍价不存在",
  "bargain.notRunning": "该砍价活动不在进行中",
  "bargain.bought": "您已购买过该砍价商品",
  "bargain.own": "不能给自己砍价，分享给好友帮你砍吧",
  "bargain.already": "您已经帮TA砍过一刀了，每人只能砍一次",
  "bargain.floor": "TA已经砍到底价了，无需再砍",
  "bargain.expired": "这个砍价已经结束了",
  "bargain.notOwner": "只有发起人可以按砍价价购买",
};

export type BargainMessageKey = keyof typeof zhCn;

const en: Record<BargainMessageKey, string> = {
  "bargain.badActivity": "Please choose a valid bargain activity",
  "bargain.badId": "Please choose a valid bargain",
  "bargain.notFound": "This bargain does not exist",
  "bargain.notRunning": "This bargain activity is not running",
  "bargain.bought": "You have already bought this bargain's item",
  "bargain.own": "You cannot cut your own price: share it with friends so they can help",
  "bargain.already": "You have already helped with this bargain: one cut per friend",
  "bargain.floor": "This bargain has already reached its floor price",
  "bargain.expired": "This bargain has ended",
  "bargain.notOwner": "Only the shopper who started the bargain can buy at its price",
};

const zhTw: Record<BargainMessageKey, string> = {
  "bargain.badActivity": "請指定正確的砍價活動",
  "bargain.badId": "請指定正確的砍價",
  "bargain.notFound": "該砍價不存在",
  "bargain.notRunning": "該砍價活動不在進行中",
  "bargain.bought": "您已購買過該砍價商品",
  "bargain.own": "不能幫自己砍價，分享給好友幫你砍吧",
  "bargain.already": "您已經幫TA砍過一刀了，每人只能砍一次",
  "bargain.floor": "TA已經砍到底價了，無需再砍",
  "bargain.expired": "這個砍價已經結束了",
  "bargain.notOwner": "只有發起人可以按砍價價購買",
};

const catalogues: Record<Locale, Record<BargainMessageKey, string>> = {
  "zh-cn": zhCn,
  en,
  "zh-tw": zhTw,
};

export type BargainTranslate = Translate<BargainMessageKey>;

export function bargainTranslator(locale: Locale): BargainTranslate {
  return translatorFor(catalogues, locale);
}
