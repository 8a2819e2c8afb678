import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/database.js";
import type { Locale } from "../i18n/messages.js";
import type { ModuleField, ModuleHooks, Row } from "../modules/framework/types.js";
import { text } from "../modules/system/fields.js";
import { fieldLabel, merged } from "./activity-fields.js";
import { skuFacts } from "./goods-link.js";
import type { PriceKind } from "./overlap-check.js";
import { lockAndRecheckOverlap } from "./sku-checks.js";

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
 * The save hook of a one-SKU activity (group buying, bargains): the overlap check again under the
 * SKU's lock inside the save's transaction, the refusal naming `fieldKey` as `validate` does.
 */
export function recheckOverlapInSave(
  kind: PriceKind,
  fields: ModuleField[],
  fieldKey: string,
): NonNullable<ModuleHooks["afterSave"]> {
  return async (tx, id, save) => {
    const row = merged(save);
    const locale = save.request.locale as Locale;
    await lockAndRecheckOverlap(
      tx,
      { key: fieldKey, label: fieldLabel(fields, fieldKey, locale) },
      [row.skuId as number],
      { startAt: row.startAt as Date, endAt: row.endAt as Date, closedAt: null },
      { kind, id },
      locale,
    );
  };
}
