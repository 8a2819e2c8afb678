import { inArray } from "drizzle-orm";
import type { Locale } from "../i18n/messages.js";
import type { FieldError, ModuleDeclaration, ModuleField } from "../modules/framework/types.js";
import { text } from "../modules/system/fields.js";
import {
  activityFields,
  activityPrepare,
  fieldLabel,
  merged,
  money,
  phaseOf,
  windowErrors,
} from "./activity-fields.js";
import { skuFacts } from "./goods-link.js";
import { marketingTranslator } from "./messages.js";
import { PHASE } from "./rules/phase.js";
import { bargainActivities } from "./schema.js";
import { recheckOverlapInSave, skuFields, withSkuFacts } from "./single-sku.js";
import { skuErrors } from "./sku-checks.js";

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
  hooks: {
    async validate(save) {
      const locale = save.request.locale as Locale;
      const m = marketingTranslator(locale);
      const errors: FieldError[] = windowErrors(save, fields);
      if (errors.length > 0) return errors;
      const row = merged(save);
      const start = row.startPriceCents as number;
      const floor = row.floorPriceCents as number;
      if (floor >= start)
        return [
          {
            field: "floorPriceCents",
            message: m("mk.floorBelowStart", {
              field: fieldLabel(fields, "floorPriceCents", locale),
            }),
          },
        ];
      if (start - floor < (row.helpersNeeded as number))
        return [
          {
            field: "helpersNeeded",
            message: m("mk.helpersCents", { field: fieldLabel(fields, "helpersNeeded", locale) }),
          },
        ];
      // The floor is what the shopper pays in the end: below the SKU's normal price.
      return (
        await skuErrors(
          save.ctx.db,
          { key: "floorPriceCents", label: fieldLabel(fields, "floorPriceCents", locale) },
          [{ skuId: row.skuId as number, priceCents: floor }],
          { startAt: row.startAt as Date, endAt: row.endAt as Date, closedAt: null },
          { kind: "bargain", id: save.existing?.id as number | undefined },
          locale,
        )
      ).errors;
    },
    async prepare(save, values) {
      const row = merged(save);
      const facts = await skuFacts(save.ctx.db, [row.skuId as number]);
      return { ...activityPrepare(save, values), goodsId: facts.get(row.skuId as number)!.goodsId };
    },
    afterSave: recheckOverlapInSave("bargain", fields, "floorPriceCents"),
    decorate: withSkuFacts,
    async beforeDelete(db, ids, request) {
      const rows = await db
        .select()
        .from(bargainActivities)
        .where(inArray(bargainActivities.id, ids));
      return rows.some((r) => phaseOf(r, now()) === PHASE.running)
        ? marketingTranslator(request.locale as Locale)("mk.deleteLive")
        : undefined;
    },
  },
});
