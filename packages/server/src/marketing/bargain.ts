import type { ModuleDeclaration, ModuleField } from "../modules/framework/types.js";
import { text } from "../modules/system/fields.js";
import { activityFields, fieldLabel, money } from "./activity-fields.js";
import { marketingTranslator } from "./messages.js";
import { bargainActivities } from "./schema.js";
import { singleSkuHooks, skuFields } from "./single-sku.js";

const base = activityFields(bargainActivities);

const fields: ModuleField[] = [
  ...base.head,
  ...skuFields(bargainActivities),
  money(
    "startPriceCents",
    bargainActivities.startPriceCents,
    text("起始价", "Starting price", "起始價"),
  ),
  money("floorPriceCents", bargainActivities.floorPriceCents, text("底价", "Floor price", "底價")),
  {
    key: "helpersNeeded",
    column: bargainActivities.helpersNeeded,
    type: "integer",
    label: text("助力人数", "Helpers needed", "助力人數"),
    min: 1,
    max: 1000,
    default: 5,
  },
  {
    key: "hoursOpen",
    column: bargainActivities.hoursOpen,
    type: "integer",
    label: text("砍价时限(小时)", "Hours to finish", "砍價時限(小時)"),
    min: 1,
    max: 720,
    default: 24,
  },
  ...base.tail,
];

/**
 * Bargain (砍价): one SKU from a starting price down to a floor below its normal price, in
 * `helpersNeeded` helps of random whole-cent cuts (rules/bargain-split.ts) within `hoursOpen`
 * hours, during the window. Changed only before it starts.
 */
export const bargainModule = (now: () => Date = () => new Date()): ModuleDeclaration => ({
  name: "bargain",
  permission: "bargain",
  title: text("砍价活动", "Bargain", "砍價活動"),
  table: bargainActivities,
  id: bargainActivities.id,
  actions: ["index", "add", "edit", "del", "export"],
  defaultOrder: { key: "id", direction: "desc" },
  nameField: "name",
  fields,
  hooks: singleSkuHooks({
    kind: "bargain",
    table: bargainActivities,
    fields,
    // The floor is what the shopper pays in the end: below the SKU's normal price.
    priceKey: "floorPriceCents",
    now,
    extra: (_save, row, locale) => {
      const m = marketingTranslator(locale);
      const start = row.startPriceCents as number;
      const floor = row.floorPriceCents as number;
      const label = (key: string) => fieldLabel(fields, key, locale);
      if (floor >= start)
        return [
          {
            field: "floorPriceCents",
            message: m("mk.floorBelowStart", { field: label("floorPriceCents") }),
          },
        ];
      if (start - floor < (row.helpersNeeded as number))
        return [
          {
            field: "helpersNeeded",
            message: m("mk.helpersCents", { field: label("helpersNeeded") }),
          },
        ];
      return [];
    },
  }),
});
