import { inArray } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/database.js";
import type { Locale } from "../i18n/messages.js";
import type {
  FieldError,
  ModuleField,
  ModuleHooks,
  Row,
  SaveContext,
} from "../modules/framework/types.js";
import { text } from "../modules/system/fields.js";
import { activityPrepare, fieldLabel, merged, phaseOf, windowErrors } from "./activity-fields.js";
import { skuFacts } from "./goods-link.js";
import { marketingTranslator } from "./messages.js";
import type { PriceKind } from "./overlap-check.js";
import { PHASE } from "./rules/phase.js";
import { lockAndRecheckOverlap, skuErrors } from "./sku-checks.js";

/** The SKU an activity of one product sells, and its goods (kept by the server from the SKU). */
export function skuFields(columns: { goodsId: AnyPgColumn; skuId: AnyPgColumn }): ModuleField[] {
  return [
    {
      key: "goodsId",
      column: columns.goodsId,
      type: "integer",
      label: text("商品", "Goods", "商品"),
      // The form picks goods first, then one of its SKUs; the server stores the SKU's own goods.
      required: true,
      min: 1,
      filter: "exact",
      list: false,
    },
    {
      key: "skuId",
      column: columns.skuId,
      type: "integer",
      label: text("商品规格", "SKU", "商品規格"),
      // Exported as the operator picked it (商品 / 红 S), not as its id.
      exportValue: (row) =>
        row.goodsName ? [row.goodsName, row.specText].filter(Boolean).join(" / ") : row.skuId,
      required: true,
      min: 1,
      filter: "exact",
    },
  ];
}

/** Adds `goodsName`, `specText` and the normal `priceCents` of each row's SKU. */
export async function withSkuFacts(db: Db, rows: Row[]): Promise<Row[]> {
  const facts = await skuFacts(
    db,
    rows.map((r) => r.skuId as number),
  );
  return rows.map((row) => {
    const fact = facts.get(row.skuId as number);
    return {
      ...row,
      goodsName: fact?.goodsName ?? "",
      specText: fact?.specText ?? "",
      priceCents: fact?.priceCents ?? null,
    };
  });
}

/**
 * The hooks group buying and bargains share, for one SKU sold at `priceKey` (the price the shopper
 * pays in the end, below the SKU's normal price):
 * - validate: the window, `extra` checks of the kind, then the SKU (exists, price below normal,
 *   no overlapping activity); a price refusal sits under `priceKey`, a missing or clashing SKU
 *   under the SKU field (商品规格);
 * - afterSave: the overlap check again under the SKU's lock inside the save's transaction;
 * - prepare: the phase, and the goods kept from the SKU; decorate: the SKU's names and price;
 * - beforeDelete: a running activity is closed, not deleted.
 */
export function singleSkuHooks(options: {
  kind: PriceKind;
  table: PgTable & { id: AnyPgColumn };
  fields: ModuleField[];
  priceKey: string;
  now: () => Date;
  extra?: (save: SaveContext, row: Row, locale: Locale) => FieldError[];
}): ModuleHooks {
  const { kind, table, fields, priceKey, now } = options;
  const refusalField = (key: string, locale: Locale) => ({
    key,
    label: fieldLabel(fields, key, locale),
  });
  const refusalFields = (locale: Locale) => ({
    price: refusalField(priceKey, locale),
    sku: refusalField("skuId", locale),
  });
  const window = (row: Row) => ({
    startAt: row.startAt as Date,
    endAt: row.endAt as Date,
    closedAt: null,
  });
  return {
    async validate(save) {
      const locale = save.request.locale as Locale;
      const row = merged(save);
      const errors = [...windowErrors(save, fields)];
      if (errors.length === 0) errors.push(...(options.extra?.(save, row, locale) ?? []));
      if (errors.length > 0) return errors;
      const sku = { skuId: row.skuId as number, priceCents: row[priceKey] as number };
      const self = { kind, id: save.existing?.id as number | undefined };
      return (await skuErrors(save.ctx.db, refusalFields(locale), [sku], window(row), self, locale))
        .errors;
    },
    async afterSave(tx, id, save) {
      const row = merged(save);
      const locale = save.request.locale as Locale;
      const skuIds = [row.skuId as number];
      await lockAndRecheckOverlap(
        tx,
        refusalField("skuId", locale),
        skuIds,
        window(row),
        { kind, id },
        locale,
      );
    },
    async prepare(save, values) {
      const row = merged(save);
      const facts = await skuFacts(save.ctx.db, [row.skuId as number]);
      return { ...activityPrepare(save, values), goodsId: facts.get(row.skuId as number)!.goodsId };
    },
    decorate: withSkuFacts,
    async beforeDelete(db, ids, request) {
      const rows = await db.select().from(table).where(inArray(table.id, ids));
      return rows.some((r) => phaseOf(r as Row, now()) === PHASE.running)
        ? marketingTranslator(request.locale as Locale)("mk.deleteLive")
        : undefined;
    },
  };
}
