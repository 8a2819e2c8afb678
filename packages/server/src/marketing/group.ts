import type { ModuleDeclaration, ModuleField } from "../modules/framework/types.js";
import { text } from "../modules/system/fields.js";
import { activityFields, money } from "./activity-fields.js";
import { groupActivities } from "./schema.js";
import { singleSkuHooks, skuFields } from "./single-sku.js";

const base = activityFields(groupActivities);

const fields: ModuleField[] = [
  ...base.head,
  ...skuFields(groupActivities),
  money(
    "groupPriceCents",
    groupActivities.groupPriceCents,
    text("拼团价", "Group price", "拼團價"),
  ),
  {
    key: "groupSize",
    column: groupActivities.groupSize,
    type: "integer",
    label: text("成团人数", "Group size", "成團人數"),
    min: 2,
    max: 100,
    default: 2,
  },
  {
    key: "hoursOpen",
    column: groupActivities.hoursOpen,
    type: "integer",
    label: text("成团时限(小时)", "Hours to fill", "成團時限(小時)"),
    min: 1,
    max: 720,
    default: 24,
  },
  {
    key: "perUserLimit",
    column: groupActivities.perUserLimit,
    type: "integer",
    label: text("每人限购", "Per user", "每人限購"),
    min: 1,
    max: 100,
    default: 1,
  },
  ...base.tail,
];

/**
 * Group buying (拼团): one SKU at a group price below its normal price, groups of 2 to 100 that
 * stay open `hoursOpen` hours (unfilled ones are marked failed by the sweep), a window and a
 * per-user limit. Changed only before it starts.
 */
export const groupModule = (now: () => Date = () => new Date()): ModuleDeclaration => ({
  name: "groupBuy",
  permission: "groupBuy",
  title: text("拼团活动", "Group buying", "拼團活動"),
  table: groupActivities,
  id: groupActivities.id,
  actions: ["index", "add", "edit", "del", "export"],
  defaultOrder: { key: "id", direction: "desc" },
  nameField: "name",
  fields,
  hooks: singleSkuHooks({
    kind: "group",
    table: groupActivities,
    fields,
    priceKey: "groupPriceCents",
    now,
  }),
});
