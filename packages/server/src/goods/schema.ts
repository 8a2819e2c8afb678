import {
  bigint,
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** Tables of the goods area; they mirror db/migrations/0012-goods.ts (and 0020) column for column. */

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const goodsCategories = pgTable("goods_categories", {
  id: serial("id").primaryKey(),
  parentId: integer("parent_id").notNull().default(0),
  level: smallint("level").notNull().default(1),
  name: text("name").notNull(),
  icon: text("icon").notNull().default(""),
  sort: integer("sort").notNull().default(0),
  status: smallint("status").notNull().default(1),
  isDemo: boolean("is_demo").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const goodsSpecs = pgTable("goods_specs", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  sort: integer("sort").notNull().default(0),
  isDemo: boolean("is_demo").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const goodsSpecValues = pgTable("goods_spec_values", {
  id: serial("id").primaryKey(),
  specId: integer("spec_id").notNull(),
  name: text("name").notNull(),
  sort: integer("sort").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One region row of a freight template (amounts in cents; units are pieces, kg or m³). */
export interface FreightRule {
  regions: string[];
  first: number;
  firstFeeCents: number;
  additional: number;
  additionalFeeCents: number;
}

/** Free shipping in these regions from a quantity and/or an order amount. */
export interface FreeShippingRule {
  regions: string[];
  minQuantity: number | null;
  minAmountCents: number | null;
}

export const freightTemplates = pgTable("freight_templates", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  billing: smallint("billing").notNull().default(1),
  rules: jsonb("rules").$type<FreightRule[]>().notNull().default([]),
  freeRules: jsonb("free_rules").$type<FreeShippingRule[]>().notNull().default([]),
  noDelivery: jsonb("no_delivery").$type<string[]>().notNull().default([]),
  sort: integer("sort").notNull().default(0),
  status: smallint("status").notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A chosen spec group of one product, with the option ids (goods_spec_values) it uses. */
export interface SpecLayoutGroup {
  specId: number;
  name: string;
  values: Array<{ id: number; name: string }>;
}

export interface GoodsImage {
  url: string;
  id?: number;
  fileName?: string;
}

export const goods = pgTable("goods", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  categoryId: integer("category_id").notNull().default(0),
  // The category's path from the top (migration 0020): kept by triggers, never written here.
  categoryL1: integer("category_l1").notNull().default(0),
  categoryL2: integer("category_l2").notNull().default(0),
  categoryL3: integer("category_l3").notNull().default(0),
  type: smallint("type").notNull().default(5),
  status: smallint("status").notNull().default(1),
  unit: text("unit").notNull().default(""),
  code: text("code").notNull().default(""),
  mainImage: text("main_image").notNull().default(""),
  images: jsonb("images").$type<GoodsImage[]>().notNull().default([]),
  videoUrl: text("video_url").notNull().default(""),
  specMode: smallint("spec_mode").notNull().default(1),
  specLayout: jsonb("spec_layout").$type<SpecLayoutGroup[]>().notNull().default([]),
  minPriceCents: bigint("min_price_cents", { mode: "number" }).notNull().default(0),
  maxPriceCents: bigint("max_price_cents", { mode: "number" }).notNull().default(0),
  stockTotal: integer("stock_total").notNull().default(0),
  sales: integer("sales").notNull().default(0),
  virtualSales: integer("virtual_sales").notNull().default(0),
  sort: integer("sort").notNull().default(0),
  description: text("description").notNull().default(""),
  deliveryMethods: jsonb("delivery_methods").$type<string[]>().notNull().default(["express"]),
  freightMode: smallint("freight_mode").notNull().default(1),
  freightFeeCents: bigint("freight_fee_cents", { mode: "number" }).notNull().default(0),
  freightTemplateId: integer("freight_template_id").notNull().default(0),
  weight: numeric("weight", { precision: 12, scale: 2 }).notNull().default("0"),
  volume: numeric("volume", { precision: 12, scale: 2 }).notNull().default("0"),
  points: integer("points").notNull().default(0),
  purchaseLimitMode: smallint("purchase_limit_mode").notNull().default(0),
  purchaseLimit: integer("purchase_limit").notNull().default(0),
  presale: boolean("presale").notNull().default(false),
  presaleStart: timestamp("presale_start", { withTimezone: true }),
  presaleEnd: timestamp("presale_end", { withTimezone: true }),
  presaleShipDays: integer("presale_ship_days").notNull().default(0),
  recommend: jsonb("recommend").$type<number[]>().notNull().default([]),
  seoKeywords: text("seo_keywords").notNull().default(""),
  seoDescription: text("seo_description").notNull().default(""),
  isDemo: boolean("is_demo").notNull().default(false),
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const goodsSkus = pgTable("goods_skus", {
  id: serial("id").primaryKey(),
  goodsId: integer("goods_id").notNull(),
  optionIds: integer("option_ids").array().notNull().default([]),
  specText: text("spec_text").notNull().default(""),
  priceCents: bigint("price_cents", { mode: "number" }).notNull(),
  originalPriceCents: bigint("original_price_cents", { mode: "number" }).notNull().default(0),
  costPriceCents: bigint("cost_price_cents", { mode: "number" }).notNull().default(0),
  stock: integer("stock").notNull().default(0),
  sales: integer("sales").notNull().default(0),
  image: text("image").notNull().default(""),
  code: text("code").notNull().default(""),
  weight: numeric("weight", { precision: 12, scale: 2 }).notNull().default("0"),
  volume: numeric("volume", { precision: 12, scale: 2 }).notNull().default("0"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
