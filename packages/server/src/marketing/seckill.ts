import { eq, inArray } from "drizzle-orm";
import type { Db } from "../db/database.js";
import type { Locale } from "../i18n/messages.js";
import type {
  FieldError,
  ModuleDeclaration,
  ModuleField,
  Row,
} from "../modules/framework/types.js";
import { parseInteger } from "../modules/framework/values.js";
import { text } from "../modules/system/fields.js";
import {
  activityFields,
  activityPrepare,
  fieldLabel,
  merged,
  phaseOf,
  windowErrors,
} from "./activity-fields.js";
import { goodsNames, skuFacts } from "./goods-link.js";
import { marketingTranslator, skuName } from "./messages.js";
import { PHASE } from "./rules/phase.js";
import { seckillActivities, seckillSkus } from "./schema.js";
import { lockAndRecheckOverlap, skuErrors } from "./sku-checks.js";
import { sweepMarketing } from "./sweep.js";

const base = activityFields(seckillActivities);

export interface SeckillSkuInput {
  skuId: number;
  seckillPriceCents: number;
  seckillStock: number;
}

const fields: ModuleField[] = [
  ...base.head,
  {
    // Form-only: a JSON list of {skuId, seckillPriceCents, seckillStock}; rows answer it as `skus`.
    key: "skus",
    type: "string",
    label: text("秒杀商品", "Seckill SKUs", "秒殺商品"),
    required: true,
    max: 20_000,
    list: true,
    export: false,
    logged: true,
  },
  {
    key: "perUserLimit",
    column: seckillActivities.perUserLimit,
    type: "integer",
    label: text("每人限购", "Per user", "每人限購"),
    min: 1,
    max: 100,
    default: 1,
  },
  {
    key: "stockState",
    column: seckillActivities.stockState,
    type: "integer",
    label: text("库存", "Stock", "庫存"),
    writable: false,
    options: [
      { value: 0, label: text("未锁定", "Not taken yet", "未鎖定") },
      { value: 1, label: text("已从商品扣出", "Taken from goods", "已從商品扣出") },
      { value: 2, label: text("已归还", "Given back", "已歸還") },
    ],
  },
  ...base.tail,
];

/** Reads the form's SKU list; undefined when it is not a list of whole numbers as required. */
export function parseSeckillSkus(raw: unknown): SeckillSkuInput[] | undefined {
  let list: unknown = raw;
  if (typeof raw === "string") {
    try {
      list = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  if (!Array.isArray(list) || list.length > 100) return undefined;
  const out: SeckillSkuInput[] = [];
  for (const item of list) {
    if (typeof item !== "object" || item === null) return undefined;
    const r = item as Record<string, unknown>;
    const skuId = parseInteger(r.skuId);
    const price = parseInteger(r.seckillPriceCents);
    const stock = parseInteger(r.seckillStock);
    if (!skuId.ok || !price.ok || !stock.ok) return undefined;
    const values = [skuId.value, price.value, stock.value] as number[];
    if (values[0]! < 1 || values[1]! < 0 || values[2]! < 1) return undefined;
    out.push({ skuId: values[0]!, seckillPriceCents: values[1]!, seckillStock: values[2]! });
  }
  return out;
}

async function seckillErrors(
  db: Db,
  row: Row,
  id: number | undefined,
  locale: Locale,
): Promise<FieldError[]> {
  const m = marketingTranslator(locale);
  const label = fieldLabel(fields, "skus", locale);
  const skus = parseSeckillSkus(row.skus);
  if (!skus) return [{ field: "skus", message: m("mk.skusFormat", { field: label }) }];
  if (skus.length === 0) return [{ field: "skus", message: m("mk.skusEmpty", { field: label }) }];
  const seen = new Set<number>();
  for (const s of skus) {
    if (seen.has(s.skuId)) {
      const fact = (await skuFacts(db, [s.skuId])).get(s.skuId);
      const sku = fact ? skuName(fact, locale) : `SKU ${s.skuId}`;
      return [{ field: "skus", message: m("mk.skuTwice", { field: label, sku }) }];
    }
    seen.add(s.skuId);
  }
  const field = { key: "skus", label };
  const { errors, facts } = await skuErrors(
    db,
    { price: field, sku: field },
    skus.map((s) => ({ skuId: s.skuId, priceCents: s.seckillPriceCents })),
    { startAt: row.startAt as Date, endAt: row.endAt as Date, closedAt: null },
    { kind: "seckill", id },
    locale,
  );
  if (errors.length > 0) return errors;
  for (const s of skus) {
    const fact = facts.get(s.skuId)!;
    if (s.seckillStock > fact.stock)
      return [
        {
          field: "skus",
          message: m("mk.stockTooMuch", {
            field: label,
            sku: skuName(fact, locale),
            stock: fact.stock,
          }),
        },
      ];
  }
  return [];
}

/** Each row's SKUs with their goods' names and normal prices, for the list and the dialog. */
async function withSkus(db: Db, rows: Row[]): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const lines = await db
    .select()
    .from(seckillSkus)
    .where(
      inArray(
        seckillSkus.activityId,
        rows.map((r) => r.id as number),
      ),
    )
    .orderBy(seckillSkus.id);
  const facts = await skuFacts(
    db,
    lines.map((l) => l.skuId),
  );
  const names = await goodsNames(
    db,
    lines.map((l) => l.goodsId),
  );
  return rows.map((row) => {
    const mine = lines.filter((l) => l.activityId === row.id);
    return {
      ...row,
      // Units app users took (seckill-take.ts), over all its SKUs.
      soldTotal: mine.reduce((total, l) => total + l.sold, 0),
      skus: mine.map((l) => ({
        skuId: l.skuId,
        goodsId: l.goodsId,
        goodsName: names.get(l.goodsId) ?? "",
        specText: facts.get(l.skuId)?.specText ?? "",
        priceCents: facts.get(l.skuId)?.priceCents ?? null,
        seckillPriceCents: l.seckillPriceCents,
        seckillStock: l.seckillStock,
        taken: l.taken,
        sold: l.sold,
        left: seckillLeft(row.stockState as number, l),
      })),
    };
  });
}

/** What app users can still take: the planned stock before the start, nothing once given back. */
function seckillLeft(
  stockState: number,
  line: { seckillStock: number; taken: number; sold: number },
): number {
  if (stockState === 0) return line.seckillStock;
  return stockState === 1 ? line.taken - line.sold : 0;
}

/**
 * Seckill (秒杀): a window, SKUs each with a seckill price below its normal price and a seckill
 * stock, a per-user limit. The stock is taken from each SKU when the activity starts and what was
 * not sold is given back when it ends or is closed (sweep.ts). Changed only before it starts.
 */
export const seckillModule = (now: () => Date = () => new Date()): ModuleDeclaration => ({
  name: "seckill",
  permission: "seckill",
  title: text("秒杀活动", "Seckill", "秒殺活動"),
  table: seckillActivities,
  id: seckillActivities.id,
  actions: ["index", "add", "edit", "del", "export"],
  defaultOrder: { key: "id", direction: "desc" },
  nameField: "name",
  fields,
  hooks: {
    async validate(save) {
      const errors = windowErrors(save, fields);
      if (errors.length > 0) return errors;
      const row = merged(save);
      if (!save.isCreate && !Object.hasOwn(save.input, "skus"))
        row.skus = (save.existing?.skus as unknown[]) ?? [];
      return seckillErrors(
        save.ctx.db,
        row,
        save.existing?.id as number | undefined,
        save.request.locale as Locale,
      );
    },
    prepare: async (save, values) => activityPrepare(save, values),
    async afterSave(tx, id, save) {
      const changesSkus = Object.hasOwn(save.input, "skus");
      const skus = changesSkus
        ? (parseSeckillSkus(save.input.skus) ?? [])
        : ((save.existing?.skus as SeckillSkuInput[] | undefined) ?? []);
      const row = merged(save);
      const locale = save.request.locale as Locale;
      await lockAndRecheckOverlap(
        tx,
        { key: "skus", label: fieldLabel(fields, "skus", locale) },
        skus.map((s) => s.skuId),
        { startAt: row.startAt as Date, endAt: row.endAt as Date, closedAt: null },
        { kind: "seckill", id },
        locale,
      );
      if (!changesSkus) return;
      const facts = await skuFacts(
        tx,
        skus.map((s) => s.skuId),
      );
      await tx.delete(seckillSkus).where(eq(seckillSkus.activityId, id));
      if (skus.length > 0)
        await tx.insert(seckillSkus).values(
          skus.map((s) => ({
            activityId: id,
            goodsId: facts.get(s.skuId)!.goodsId,
            skuId: s.skuId,
            seckillPriceCents: s.seckillPriceCents,
            seckillStock: s.seckillStock,
          })),
        );
    },
    decorate: withSkus,
    async beforeDelete(db, ids, request) {
      const rows = await db
        .select()
        .from(seckillActivities)
        .where(inArray(seckillActivities.id, ids));
      // Stock still out (running, or ended and not yet given back) must come back first.
      return rows.some((r) => phaseOf(r, now()) === PHASE.running || r.stockState === 1)
        ? marketingTranslator(request.locale as Locale)("mk.deleteLive")
        : undefined;
    },
    // An activity saved with a start already past starts now: its stock is taken at once.
    async afterChange(ctx) {
      await sweepMarketing(ctx.db, ctx.now());
    },
  },
});
