import { centsToYuan, checkPriceRules, priceRuleMessage } from "@vitrine/contract";
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../db/database.js";
import type { Locale } from "../i18n/messages.js";
import { writeOperationLog } from "../modules/framework/operation-log.js";
import type { FieldError } from "../modules/framework/types.js";
import { GOODS_LABELS, type GoodsInput, type SkuFieldError, type SkuInput } from "./goods-input.js";
import { goodsTranslator } from "./messages.js";
import {
  freightTemplates,
  goods,
  goodsCategories,
  goodsSkus,
  goodsSpecs,
  goodsSpecValues,
  type SpecLayoutGroup,
} from "./schema.js";

/** The key of a combination: its option ids in group order (single spec: ""). */
export const combinationKey = (optionIds: readonly number[]) => optionIds.join(",");

export type SaveOutcome = { ok: true; id: number } | { ok: false; errors: FieldError[] };

interface StoredSku {
  id: number;
  optionIds: number[];
  priceCents: number;
  originalPriceCents: number;
  costPriceCents: number;
  stock: number;
}

/** Checks the spec groups against the library and answers the layout stored with the product. */
async function resolveSpecs(
  db: Db,
  input: GoodsInput,
  locale: Locale,
  errors: FieldError[],
): Promise<SpecLayoutGroup[]> {
  if (input.specMode !== 2 || input.specs.length === 0) return [];
  const t = goodsTranslator(locale);
  const specIds = [...new Set(input.specs.map((g) => g.specId))];
  const specRows = await db
    .select({ id: goodsSpecs.id, name: goodsSpecs.name })
    .from(goodsSpecs)
    .where(inArray(goodsSpecs.id, specIds));
  const specName = new Map(specRows.map((s) => [s.id, s.name]));
  const valueIds = [...new Set(input.specs.flatMap((g) => g.valueIds))];
  const valueRows =
    valueIds.length === 0
      ? []
      : await db
          .select({
            id: goodsSpecValues.id,
            specId: goodsSpecValues.specId,
            name: goodsSpecValues.name,
          })
          .from(goodsSpecValues)
          .where(inArray(goodsSpecValues.id, valueIds));
  const valueById = new Map(valueRows.map((v) => [v.id, v]));
  const seen = new Set<number>();
  const layout: SpecLayoutGroup[] = [];
  for (const group of input.specs) {
    const name = specName.get(group.specId);
    if (name === undefined) {
      errors.push({
        field: `specs[${group.index}].specId`,
        message: t("goods.notExist", { field: `${GOODS_LABELS.specs[locale]} ${group.specId}` }),
      });
      continue;
    }
    if (seen.has(group.specId)) {
      errors.push({ field: `specs[${group.index}]`, message: t("goods.specDuplicate", { name }) });
      continue;
    }
    seen.add(group.specId);
    if (group.valueIds.length === 0) {
      errors.push({
        field: `specs[${group.index}].values`,
        message: t("goods.specNoValues", { name }),
      });
      continue;
    }
    const values: SpecLayoutGroup["values"] = [];
    for (const id of group.valueIds) {
      const value = valueById.get(id);
      if (!value || value.specId !== group.specId) {
        errors.push({
          field: `specs[${group.index}].values`,
          message: t("goods.valueNotInSpec", { id, name }),
        });
        continue;
      }
      values.push({ id, name: value.name });
    }
    layout.push({ specId: group.specId, name, values });
  }
  return layout;
}

interface PlannedSku extends SkuInput {
  specText: string;
  stored: StoredSku | undefined;
}

/**
 * The contract's margin rule (cost ≤ price ≤ original price) on the prices the SKU will hold:
 * a value the request leaves out is the stored one. Skipped while a price cell has its own error.
 */
function checkMargins(
  sku: SkuInput,
  stored: StoredSku | undefined,
  skuErrors: SkuFieldError[],
  locale: Locale,
  cellHasError: (cell: string) => boolean,
) {
  if (["price", "originalPrice", "costPrice"].some(cellHasError)) return;
  const priceCents = sku.priceCents ?? stored?.priceCents;
  if (priceCents === undefined) return;
  for (const breach of checkPriceRules({
    priceCents,
    originalPriceCents: sku.originalPriceCents ?? stored?.originalPriceCents,
    costPriceCents: sku.costPriceCents ?? stored?.costPriceCents,
  }))
    skuErrors.push({
      field: `skus[${sku.index}].${breach.field}`,
      message: priceRuleMessage(breach, locale),
      row: sku.index,
    });
}

/**
 * Puts each SKU's options in group order, names its combination and finds the stored SKU with the
 * same combination (kept: its id, sales and any value the request leaves out).
 */
function planSkus(
  input: GoodsInput,
  layout: SpecLayoutGroup[],
  stored: StoredSku[],
  skuErrors: SkuFieldError[],
  locale: Locale,
  errors: FieldError[],
): PlannedSku[] {
  const t = goodsTranslator(locale);
  const groupOf = new Map<number, { group: number; name: string }>();
  layout.forEach((g, group) => {
    for (const v of g.values) groupOf.set(v.id, { group, name: v.name });
  });
  const storedByKey = new Map(stored.map((s) => [combinationKey(s.optionIds), s]));
  const planned: PlannedSku[] = [];
  const keys = new Map<string, number>();
  for (const sku of input.skus) {
    let optionIds: number[] = [];
    let specText = "";
    if (input.specMode === 2) {
      const row = `#${sku.index + 1}`;
      const slots: Array<{ id: number; name: string } | undefined> = layout.map(() => undefined);
      let bad = false;
      for (const id of sku.optionIds) {
        const found = groupOf.get(id);
        if (!found) {
          errors.push({
            field: `skus[${sku.index}].optionIds`,
            message: t("goods.skuOptionNotChosen", { row, id }),
          });
          bad = true;
        } else if (slots[found.group]) bad = true;
        else slots[found.group] = { id, name: found.name };
      }
      if (!bad && slots.some((s) => !s)) bad = true;
      if (bad) {
        if (!errors.some((e) => e.field === `skus[${sku.index}].optionIds`))
          errors.push({
            field: `skus[${sku.index}].optionIds`,
            message: t("goods.skuOptions", { row }),
          });
        continue;
      }
      optionIds = slots.map((s) => s!.id);
      specText = slots.map((s) => s!.name).join(" / ");
    }
    const key = combinationKey(optionIds);
    if (keys.has(key)) {
      errors.push({
        field: `skus[${sku.index}].optionIds`,
        message: t("goods.skuDuplicate", { row: specText || key }),
      });
      continue;
    }
    keys.set(key, sku.index);
    const storedSku = storedByKey.get(key);
    const cellHasError = (cell: string) =>
      skuErrors.some((e) => e.field === `skus[${sku.index}].${cell}`);
    // A new combination needs its price and stock; a kept one may leave them out. A cell that
    // already has its error (a stock too large) is not asked for again.
    if (!storedSku) {
      if (sku.priceCents === undefined && !cellHasError("price"))
        skuErrors.push({
          field: `skus[${sku.index}].price`,
          message: t("goods.required", { field: GOODS_LABELS.price[locale] }),
          row: sku.index,
        });
      if (sku.stock === undefined && !cellHasError("stock"))
        skuErrors.push({
          field: `skus[${sku.index}].stock`,
          message: t("goods.required", { field: GOODS_LABELS.stock[locale] }),
          row: sku.index,
        });
    }
    checkMargins(sku, storedSku, skuErrors, locale, cellHasError);
    planned.push({ ...sku, optionIds, specText, stored: storedSku });
  }
  // Cell errors name the row by its combination once it is known.
  const names = new Map(planned.map((p) => [p.index, p.specText]));
  skuErrors.sort((a, b) => a.row - b.row);
  for (const e of skuErrors) {
    const rowName = names.get(e.row);
    errors.push({
      field: e.field,
      message: rowName ? t("goods.row", { row: rowName, message: e.message }) : e.message,
    });
  }
  return planned;
}

/**
 * Saves a product and all its SKUs in one transaction: checks against the database (category,
 * template, library specs and values, combinations), then the product row, SKUs matched by their
 * option ids (kept, added, removed), the summary columns and the operation log row. The stored
 * SKUs are locked first, in the order goods/stock.ts locks (SKU, then product).
 */
export async function saveGoods(
  db: Db,
  request: FastifyRequest,
  now: Date,
  input: GoodsInput,
  firstErrors: FieldError[],
  skuErrors: SkuFieldError[],
): Promise<SaveOutcome> {
  const locale = request.locale as Locale;
  const t = goodsTranslator(locale);
  return db.transaction(async (tx) => {
    const errors = [...firstErrors];
    let stored: StoredSku[] = [];
    let existing: { id: number; name: string; deletedAt: Date | null } | undefined;
    if (input.id !== undefined) {
      stored = (await tx
        .select({
          id: goodsSkus.id,
          optionIds: goodsSkus.optionIds,
          priceCents: goodsSkus.priceCents,
          originalPriceCents: goodsSkus.originalPriceCents,
          costPriceCents: goodsSkus.costPriceCents,
          stock: goodsSkus.stock,
        })
        .from(goodsSkus)
        .where(eq(goodsSkus.goodsId, input.id))
        .orderBy(goodsSkus.id)
        .for("update")) as StoredSku[];
      [existing] = await tx
        .select({ id: goods.id, name: goods.name, deletedAt: goods.deletedAt })
        .from(goods)
        .where(eq(goods.id, input.id))
        .for("update");
      if (!existing)
        return {
          ok: false as const,
          errors: [{ field: "id", message: t("goods.notExist", { field: `#${input.id}` }) }],
        };
      if (existing.deletedAt)
        return {
          ok: false as const,
          errors: [{ field: "id", message: t("goods.inRecycleBin", { name: existing.name }) }],
        };
    }
    if (input.categoryId) {
      const [category] = await tx
        .select({ id: goodsCategories.id })
        .from(goodsCategories)
        .where(eq(goodsCategories.id, input.categoryId));
      if (!category)
        errors.push({
          field: "categoryId",
          message: t("goods.notExist", { field: GOODS_LABELS.categoryId[locale] }),
        });
    }
    if (input.freightMode === 2 && input.freightTemplateId) {
      const [template] = await tx
        .select({ id: freightTemplates.id })
        .from(freightTemplates)
        .where(eq(freightTemplates.id, input.freightTemplateId));
      if (!template)
        errors.push({
          field: "freightTemplateId",
          message: t("goods.notExist", { field: GOODS_LABELS.freightTemplateId[locale] }),
        });
    }
    const layout = await resolveSpecs(tx, input, locale, errors);
    const planned = planSkus(input, layout, stored, skuErrors, locale, errors);
    if (errors.length > 0) return { ok: false as const, errors };

    const values = {
      name: input.name,
      categoryId: input.categoryId,
      type: input.type,
      status: input.status,
      unit: input.unit,
      code: input.code,
      mainImage: input.mainImage,
      images: input.images,
      videoUrl: input.videoUrl,
      specMode: input.specMode,
      specLayout: layout,
      description: input.description,
      deliveryMethods: input.deliveryMethods,
      freightMode: input.freightMode,
      freightFeeCents: input.freightFeeCents,
      freightTemplateId: input.freightMode === 2 ? input.freightTemplateId : 0,
      weight: input.weight,
      volume: input.volume,
      virtualSales: input.virtualSales,
      sort: input.sort,
      points: input.points,
      purchaseLimitMode: input.purchaseLimitMode,
      purchaseLimit: input.purchaseLimitMode > 0 ? input.purchaseLimit : 0,
      presale: input.presale,
      presaleStart: input.presaleStart,
      presaleEnd: input.presaleEnd,
      presaleShipDays: input.presaleShipDays,
      recommend: input.recommend,
      seoKeywords: input.seoKeywords,
      seoDescription: input.seoDescription,
      updatedAt: now,
    };
    let id: number;
    if (existing) {
      id = existing.id;
      await tx.update(goods).set(values).where(eq(goods.id, id));
    } else {
      const [created] = await tx
        .insert(goods)
        .values({ ...values, createdAt: now })
        .returning({ id: goods.id });
      id = created!.id;
    }

    const kept = planned.filter((p) => p.stored);
    const keptIds = kept.map((p) => p.stored!.id);
    const removed = stored.length - kept.length;
    if (stored.length > 0)
      await tx
        .delete(goodsSkus)
        .where(
          keptIds.length > 0
            ? and(eq(goodsSkus.goodsId, id), notInArray(goodsSkus.id, keptIds))
            : eq(goodsSkus.goodsId, id),
        );
    for (const p of kept) {
      const s = p.stored!;
      await tx
        .update(goodsSkus)
        .set({
          specText: p.specText,
          priceCents: p.priceCents ?? s.priceCents,
          originalPriceCents: p.originalPriceCents ?? s.originalPriceCents,
          costPriceCents: p.costPriceCents ?? s.costPriceCents,
          stock: p.stock ?? s.stock,
          image: p.image,
          code: p.code,
          weight: p.weight,
          volume: p.volume,
          updatedAt: now,
        })
        .where(eq(goodsSkus.id, s.id));
    }
    const added = planned.filter((p) => !p.stored);
    if (added.length > 0)
      await tx.insert(goodsSkus).values(
        added.map((p) => ({
          goodsId: id,
          optionIds: p.optionIds,
          specText: p.specText,
          priceCents: p.priceCents!,
          originalPriceCents: p.originalPriceCents ?? 0,
          costPriceCents: p.costPriceCents ?? 0,
          stock: p.stock!,
          image: p.image,
          code: p.code,
          weight: p.weight,
          volume: p.volume,
          createdAt: now,
          updatedAt: now,
        })),
      );
    const [summary] = await tx
      .update(goods)
      .set({
        minPriceCents: sql`(SELECT COALESCE(min(price_cents), 0) FROM goods_skus WHERE goods_id = ${id})`,
        maxPriceCents: sql`(SELECT COALESCE(max(price_cents), 0) FROM goods_skus WHERE goods_id = ${id})`,
        stockTotal: sql`(SELECT COALESCE(sum(stock), 0)::int FROM goods_skus WHERE goods_id = ${id})`,
      })
      .where(eq(goods.id, id))
      .returning({
        min: goods.minPriceCents,
        max: goods.maxPriceCents,
        stock: goods.stockTotal,
      });
    await writeOperationLog(tx, request, now, {
      module: "goods",
      action: existing ? "edit" : "add",
      ids: [id],
      summary:
        `${input.name} (#${id}): ${planned.length} SKU` +
        (existing ? ` (kept ${kept.length}, added ${added.length}, removed ${removed})` : "") +
        `, ¥${centsToYuan(Number(summary!.min))}–${centsToYuan(Number(summary!.max))}` +
        `, stock ${summary!.stock}, status ${input.status}`,
    });
    return { ok: true as const, id };
  });
}
