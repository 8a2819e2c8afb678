import {
  bigint,
  bigserial,
  boolean,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** Marketing tables; they mirror db/migrations/0015-marketing.ts (and 0022's
 * seckill_takes) column for column. */

const at = (name: string) => timestamp(name, { withTimezone: true });
const activityTimes = () => ({
  startAt: at("start_at").notNull(),
  endAt: at("end_at").notNull(),
  closedAt: at("closed_at"),
  phase: smallint("phase").notNull().default(0),
  description: text("description").notNull().default(""),
  createdAt: at("created_at").notNull().defaultNow(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

export const coupons = pgTable("coupons", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  kind: smallint("kind").notNull(),
  amountCents: integer("amount_cents").notNull().default(0),
  thresholdCents: integer("threshold_cents").notNull().default(0),
  percentOff: numeric("percent_off", { precision: 5, scale: 2 }).notNull().default("0"),
  capCents: integer("cap_cents").notNull().default(0),
  total: integer("total").notNull(),
  leftCount: integer("left_count").notNull(),
  perUserLimit: integer("per_user_limit").notNull().default(1),
  validityType: smallint("validity_type").notNull().default(1),
  validFrom: at("valid_from"),
  validTo: at("valid_to"),
  validDays: integer("valid_days").notNull().default(0),
  scope: smallint("scope").notNull().default(1),
  scopeIds: integer("scope_ids").array().notNull().default([]),
  ...activityTimes(),
});

export const couponClaims = pgTable("coupon_claims", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  couponId: integer("coupon_id").notNull(),
  appUserId: integer("app_user_id").notNull(),
  seq: integer("seq").notNull(),
  claimedAt: at("claimed_at").notNull(),
  validFrom: at("valid_from").notNull(),
  validTo: at("valid_to").notNull(),
  usedAt: at("used_at"),
});

export const seckillActivities = pgTable("seckill_activities", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  perUserLimit: integer("per_user_limit").notNull().default(1),
  stockState: smallint("stock_state").notNull().default(0),
  ...activityTimes(),
});

export const seckillSkus = pgTable("seckill_skus", {
  id: serial("id").primaryKey(),
  activityId: integer("activity_id").notNull(),
  goodsId: integer("goods_id").notNull(),
  skuId: integer("sku_id").notNull(),
  seckillPriceCents: integer("seckill_price_cents").notNull(),
  seckillStock: integer("seckill_stock").notNull(),
  taken: integer("taken").notNull().default(0),
  sold: integer("sold").notNull().default(0),
});

/** One app user's take of a seckill SKU (migration 0022); `seq` numbers the user's takes of the activity. */
export const seckillTakes = pgTable("seckill_takes", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  activityId: integer("activity_id").notNull(),
  skuId: integer("sku_id").notNull(),
  appUserId: integer("app_user_id").notNull(),
  seq: integer("seq").notNull(),
  quantity: integer("quantity").notNull(),
  priceCents: integer("price_cents").notNull(),
  takenAt: at("taken_at").notNull(),
});

export const groupActivities = pgTable("group_activities", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  goodsId: integer("goods_id").notNull(),
  skuId: integer("sku_id").notNull(),
  groupPriceCents: integer("group_price_cents").notNull(),
  groupSize: integer("group_size").notNull(),
  hoursOpen: integer("hours_open").notNull(),
  perUserLimit: integer("per_user_limit").notNull().default(1),
  ...activityTimes(),
});

export const groupTeams = pgTable("group_teams", {
  id: serial("id").primaryKey(),
  activityId: integer("activity_id").notNull(),
  leaderUserId: integer("leader_user_id").notNull(),
  size: integer("size").notNull(),
  joined: integer("joined").notNull().default(1),
  status: smallint("status").notNull().default(0),
  openedAt: at("opened_at").notNull(),
  expiresAt: at("expires_at").notNull(),
});

export const groupMembers = pgTable("group_members", {
  teamId: integer("team_id").notNull(),
  appUserId: integer("app_user_id").notNull(),
  joinedAt: at("joined_at").notNull(),
});

export const bargainActivities = pgTable("bargain_activities", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  goodsId: integer("goods_id").notNull(),
  skuId: integer("sku_id").notNull(),
  startPriceCents: integer("start_price_cents").notNull(),
  floorPriceCents: integer("floor_price_cents").notNull(),
  helpersNeeded: integer("helpers_needed").notNull(),
  hoursOpen: integer("hours_open").notNull(),
  ...activityTimes(),
});

export const bargainRecords = pgTable("bargain_records", {
  id: serial("id").primaryKey(),
  activityId: integer("activity_id").notNull(),
  appUserId: integer("app_user_id").notNull(),
  priceCents: integer("price_cents").notNull(),
  floorPriceCents: integer("floor_price_cents").notNull(),
  helpersNeeded: integer("helpers_needed").notNull(),
  helpsDone: integer("helps_done").notNull().default(0),
  status: smallint("status").notNull().default(0),
  startedAt: at("started_at").notNull(),
  expiresAt: at("expires_at").notNull(),
});

export const bargainHelps = pgTable("bargain_helps", {
  recordId: integer("record_id").notNull(),
  helperUserId: integer("helper_user_id").notNull(),
  cutCents: integer("cut_cents").notNull(),
  helpedAt: at("helped_at").notNull(),
});

export const distributionSettings = pgTable("distribution_settings", {
  id: integer("id").primaryKey(),
  enabled: boolean("enabled").notNull().default(false),
  levels: smallint("levels").notNull().default(1),
  level1Rate: numeric("level1_rate", { precision: 5, scale: 2 }).notNull().default("0"),
  level2Rate: numeric("level2_rate", { precision: 5, scale: 2 }).notNull().default("0"),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

export const distributionGoods = pgTable("distribution_goods", {
  id: serial("id").primaryKey(),
  goodsId: integer("goods_id").notNull(),
  level1Rate: numeric("level1_rate", { precision: 5, scale: 2 }).notNull(),
  level2Rate: numeric("level2_rate", { precision: 5, scale: 2 }).notNull().default("0"),
  createdAt: at("created_at").notNull().defaultNow(),
});

export const distributors = pgTable("distributors", {
  id: serial("id").primaryKey(),
  appUserId: integer("app_user_id").notNull(),
  parentUserId: integer("parent_user_id"),
  nickname: text("nickname").notNull().default(""),
  phone: text("phone").notNull().default(""),
  earningsCents: bigint("earnings_cents", { mode: "number" }).notNull().default(0),
  withdrawnCents: bigint("withdrawn_cents", { mode: "number" }).notNull().default(0),
  orders: integer("orders").notNull().default(0),
  status: smallint("status").notNull().default(1),
  createdAt: at("created_at").notNull().defaultNow(),
});
