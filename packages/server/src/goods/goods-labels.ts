import type { Text3 } from "../modules/framework/types.js";
import { text } from "../modules/system/fields.js";

/** How a product's fields are named in refusals, in the three interface languages (words from the spec). */
export const GOODS_LABELS = {
  name: text("商品名称", "name", "商品名稱"),
  categoryId: text("商品分类", "category", "商品分類"),
  type: text("商品类型", "type", "商品類型"),
  status: text("商品状态", "status", "商品狀態"),
  unit: text("单位", "unit", "單位"),
  code: text("商品编码", "code", "商品編碼"),
  images: text("商品轮播图", "carousel images", "商品輪播圖"),
  mainImage: text("商品图片", "main image", "商品圖片"),
  videoUrl: text("视频地址", "video address", "影片位址"),
  specMode: text("规格类型", "specification type", "規格類型"),
  specs: text("规格", "specifications", "規格"),
  skus: text("价格库存", "prices and stock", "價格庫存"),
  price: text("售价", "price", "售價"),
  originalPrice: text("原价", "original price", "原價"),
  costPrice: text("成本价", "cost price", "成本價"),
  stock: text("库存", "stock", "庫存"),
  image: text("图片", "image", "圖片"),
  weight: text("重量(KG)", "weight (kg)", "重量(KG)"),
  volume: text("体积(m³)", "volume (m³)", "體積(m³)"),
  description: text("商品详情", "details", "商品詳情"),
  deliveryMethods: text("物流方式", "delivery methods", "物流方式"),
  freightMode: text("运费设置", "freight", "運費設定"),
  freightFee: text("固定运费", "fixed freight", "固定運費"),
  freightTemplateId: text("运费模板", "freight template", "運費範本"),
  virtualSales: text("已购数量", "shown as bought", "已購數量"),
  sort: text("排序", "sort", "排序"),
  points: text("购买送积分", "points per purchase", "購買送積分"),
  purchaseLimitMode: text("限购类型", "purchase limit type", "限購類型"),
  purchaseLimit: text("限购数量", "purchase limit", "限購數量"),
  presale: text("预售商品", "pre-sale", "預售商品"),
  presaleStart: text("预售开始时间", "pre-sale start", "預售開始時間"),
  presaleEnd: text("预售结束时间", "pre-sale end", "預售結束時間"),
  presaleShipDays: text("发货天数", "days to ship", "出貨天數"),
  recommend: text("商品推荐", "recommendation", "商品推薦"),
  seoKeywords: text("商品关键词", "keywords", "商品關鍵詞"),
  seoDescription: text("商品描述", "description", "商品描述"),
} satisfies Record<string, Text3>;

export type GoodsLabelKey = keyof typeof GOODS_LABELS;
