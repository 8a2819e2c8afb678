import type { Locale } from "@vitrine/editor-core";

/**
 * What the icon picker calls each icon, in the editor's language. It showed lucide's export names
 * ("ShoppingCart"), in English under every language and cut to "ShoppingC…" (issue 34, item 8).
 * The stored value stays the export name: only the label changes.
 */
const NAMES: Readonly<Record<string, readonly [zhCn: string, en: string, zhTw: string]>> = {
  House: ["首页", "Home", "首頁"],
  LayoutGrid: ["分类", "Categories", "分類"],
  ShoppingCart: ["购物车", "Cart", "購物車"],
  User: ["我的", "Me", "我的"],
  ShoppingBag: ["购物袋", "Bag", "購物袋"],
  Store: ["店铺", "Store", "店鋪"],
  Search: ["搜索", "Search", "搜尋"],
  Heart: ["收藏", "Favourites", "收藏"],
  Star: ["星标", "Star", "星標"],
  Bell: ["通知", "Notices", "通知"],
  MessageCircle: ["消息", "Messages", "訊息"],
  Gift: ["礼物", "Gift", "禮物"],
  Tag: ["标签", "Tag", "標籤"],
  Ticket: ["优惠券", "Coupon", "優惠券"],
  Percent: ["折扣", "Discount", "折扣"],
  Wallet: ["钱包", "Wallet", "錢包"],
  CreditCard: ["支付", "Payment", "支付"],
  Package: ["包裹", "Parcel", "包裹"],
  Truck: ["物流", "Delivery", "物流"],
  MapPin: ["地址", "Address", "地址"],
  Phone: ["电话", "Phone", "電話"],
  Mail: ["邮件", "Mail", "郵件"],
  Headset: ["客服", "Support", "客服"],
  Settings: ["设置", "Settings", "設定"],
  Clock: ["时间", "Time", "時間"],
  Calendar: ["日历", "Calendar", "日曆"],
  Camera: ["相机", "Camera", "相機"],
  Image: ["图片", "Picture", "圖片"],
  Video: ["视频", "Video", "影片"],
  Music: ["音乐", "Music", "音樂"],
  BookOpen: ["阅读", "Reading", "閱讀"],
  Newspaper: ["资讯", "News", "資訊"],
  List: ["列表", "List", "列表"],
  Grid2x2: ["宫格", "Grid", "宮格"],
  Compass: ["发现", "Discover", "發現"],
  Award: ["奖励", "Award", "獎勵"],
  Crown: ["会员", "Members", "會員"],
  Flame: ["热门", "Popular", "熱門"],
  Sparkles: ["新品", "New", "新品"],
  ThumbsUp: ["推荐", "Picks", "推薦"],
  Share2: ["分享", "Share", "分享"],
  CircleHelp: ["帮助", "Help", "幫助"],
  Info: ["关于", "About", "關於"],
  Coffee: ["饮品", "Drinks", "飲品"],
  Utensils: ["美食", "Food", "美食"],
  Shirt: ["服饰", "Clothing", "服飾"],
  Smartphone: ["数码", "Devices", "數碼"],
  Zap: ["闪购", "Flash sale", "閃購"],
};

const COLUMN: Record<Locale, 0 | 1 | 2> = { "zh-cn": 0, en: 1, "zh-tw": 2 };

/** The icon's label in `locale`; the stored name itself for an icon without one. */
export function iconLabel(name: string, locale: Locale): string {
  return NAMES[name]?.[COLUMN[locale]] ?? name;
}

/** Whether a picker filter matches the icon: by its label in any language, or its stored name. */
export function iconMatches(name: string, needle: string): boolean {
  if (needle === "") return true;
  const words = [name, ...(NAMES[name] ?? [])];
  return words.some((word) => word.toLowerCase().includes(needle));
}
