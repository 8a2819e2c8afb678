import { type Locale, type Translate, translatorFor } from "../../i18n/messages.js";

/**
 * Texts of the bargain's pages (bargain-page.ts) and the product page's 发起砍价, in the three
 * shopper languages. Refusals are the calls' own (orders/bargain-messages.ts).
 */
const zhCn = {
  "bg.title": "砍价",
  "bg.start": "发起砍价",
  "bg.startHint": "邀请好友帮你砍，最低可砍到 ¥{floor}",
  "bg.help": "帮TA砍一刀",
  "bg.helpSignIn": "登录后帮TA砍一刀",
  "bg.buy": "立即购买",
  "bg.helped": "你帮TA砍掉了 ¥{cut}",
  "bg.helpedBefore": "你已经帮TA砍过了",
  "bg.started": "砍价已发起，分享给好友帮你砍吧",
  "bg.ownerOf": "{owner} 发起的砍价",
  "bg.salePrice": "原价",
  "bg.floorPrice": "底价",
  "bg.reachedPrice": "当前价",
  "bg.progress": "已砍 ¥{cut}，还差 ¥{left} 到底价",
  "bg.progressLabel": "砍价进度",
  "bg.atFloor": "已砍到底价",
  "bg.helpers": "好友助力",
  "bg.helpersCount": "已有 {done}/{needed} 位好友助力",
  "bg.noHelpers": "还没有好友帮忙砍价",
  "bg.cut": "砍掉 ¥{cut}",
  "bg.timeLeft": "剩余 {hours} 小时 {minutes} 分，{time} 结束",
  "bg.ended": "砍价已结束",
  "bg.share": "分享链接",
  "bg.shareHint": "复制链接发给好友，请他们帮你砍一刀",
  "bg.bought": "你已按砍价价购买",
  "bg.viewOrders": "查看订单",
  "bg.product": "查看商品",
  "bg.notFound": "该砍价不存在",
};

export type BargainPageKey = keyof typeof zhCn;

const en: Record<BargainPageKey, string> = {
  "bg.title": "Bargain",
  "bg.start": "Start a bargain",
  "bg.startHint": "Ask friends to cut the price, down to ¥{floor}",
  "bg.help": "Cut the price for them",
  "bg.helpSignIn": "Sign in to cut the price for them",
  "bg.buy": "Buy now",
  "bg.helped": "You cut ¥{cut} off their price",
  "bg.helpedBefore": "You have already helped with this bargain",
  "bg.started": "Your bargain has started: share it with friends so they can help",
  "bg.ownerOf": "Bargain started by {owner}",
  "bg.salePrice": "Original price",
  "bg.floorPrice": "Floor price",
  "bg.reachedPrice": "Current price",
  "bg.progress": "¥{cut} cut so far, ¥{left} to the floor price",
  "bg.progressLabel": "Bargain progress",
  "bg.atFloor": "Floor price reached",
  "bg.helpers": "Friends who helped",
  "bg.helpersCount": "{done} of {needed} friends have helped",
  "bg.noHelpers": "No friend has helped yet",
  "bg.cut": "cut ¥{cut}",
  "bg.timeLeft": "{hours} h {minutes} min left, ends {time}",
  "bg.ended": "This bargain has ended",
  "bg.share": "Share link",
  "bg.shareHint": "Copy the link and send it to friends so they can help",
  "bg.bought": "You have bought it at the bargain price",
  "bg.viewOrders": "View orders",
  "bg.product": "View product",
  "bg.notFound": "This bargain does not exist",
};

const zhTw: Record<BargainPageKey, string> = {
  "bg.title": "砍價",
  "bg.start": "發起砍價",
  "bg.startHint": "邀請好友幫你砍，最低可砍到 ¥{floor}",
  "bg.help": "幫TA砍一刀",
  "bg.helpSignIn": "登入後幫TA砍一刀",
  "bg.buy": "立即購買",
  "bg.helped": "你幫TA砍掉了 ¥{cut}",
  "bg.helpedBefore": "你已經幫TA砍過了",
  "bg.started": "砍價已發起，分享給好友幫你砍吧",
  "bg.ownerOf": "{owner} 發起的砍價",
  "bg.salePrice": "原價",
  "bg.floorPrice": "底價",
  "bg.reachedPrice": "目前價",
  "bg.progress": "已砍 ¥{cut}，還差 ¥{left} 到底價",
  "bg.progressLabel": "砍價進度",
  "bg.atFloor": "已砍到底價",
  "bg.helpers": "好友助力",
  "bg.helpersCount": "已有 {done}/{needed} 位好友助力",
  "bg.noHelpers": "還沒有好友幫忙砍價",
  "bg.cut": "砍掉 ¥{cut}",
  "bg.timeLeft": "剩餘 {hours} 小時 {minutes} 分，{time} 結束",
  "bg.ended": "砍價已結束",
  "bg.share": "分享連結",
  "bg.shareHint": "複製連結傳給好友，請他們幫你砍一刀",
  "bg.bought": "你已按砍價價購買",
  "bg.viewOrders": "查看訂單",
  "bg.product": "查看商品",
  "bg.notFound": "該砍價不存在",
};

const catalogues: Record<Locale, Record<BargainPageKey, string>> = {
  "zh-cn": zhCn,
  en,
  "zh-tw": zhTw,
};

export type BargainPageTranslate = Translate<BargainPageKey>;

export function bargainPageTranslator(locale: Locale): BargainPageTranslate {
  return translatorFor(catalogues, locale);
}
