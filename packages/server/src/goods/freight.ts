import { centsToYuan } from "@vitrine/contract";
import { count, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/database.js";
import type { Locale } from "../i18n/messages.js";
import type { FieldOption, ModuleDeclaration, Row } from "../modules/framework/types.js";
import { createdAtField, idField, sortField, statusField, text } from "../modules/system/fields.js";
import { goodsTranslator } from "./messages.js";
import { type FreeShippingRule, type FreightRule, freightTemplates, goods } from "./schema.js";

export const BILLING_OPTIONS: FieldOption[] = [
  { value: 1, label: text("按件数", "By piece", "按件數") },
  { value: 2, label: text("按重量", "By weight", "按重量") },
  { value: 3, label: text("按体积", "By volume", "按體積") },
];

/** Rules as answers carry them: cents and yuan text side by side. */
export function freightAnswer(row: {
  rules: FreightRule[];
  freeRules: FreeShippingRule[];
  noDelivery: string[];
}) {
  return {
    rules: row.rules.map((r) => ({
      ...r,
      firstFee: centsToYuan(r.firstFeeCents),
      additionalFee: centsToYuan(r.additionalFeeCents),
    })),
    freeRules: row.freeRules.map((r) => ({
      ...r,
      minAmount: r.minAmountCents === null ? null : centsToYuan(r.minAmountCents),
    })),
    noDelivery: row.noDelivery,
  };
}

async function withRules(db: Db, rows: Row[]): Promise<Row[]> {
  const ids = rows.map((r) => r.id as number);
  if (ids.length === 0) return rows;
  const stored = await db
    .select({
      id: freightTemplates.id,
      rules: freightTemplates.rules,
      freeRules: freightTemplates.freeRules,
      noDelivery: freightTemplates.noDelivery,
    })
    .from(freightTemplates)
    .where(inArray(freightTemplates.id, ids));
  const byId = new Map(stored.map((s) => [s.id, s]));
  return rows.map((r) => {
    const s = byId.get(r.id as number);
    return s ? { ...r, ...freightAnswer(s) } : r;
  });
}

/**
 * Freight templates (运费模板): list, export, info, status and delete on the framework; the form
 * with its region rows is saved by `/api/freightTemplate/save` (freight-routes.ts). A template
 * goods use is not deleted.
 */
export const freightTemplateModule: ModuleDeclaration = {
  name: "freightTemplate",
  permission: "freightTemplate",
  title: text("运费模板", "Freight templates", "運費範本"),
  table: freightTemplates,
  id: freightTemplates.id,
  actions: ["index", "del", "status", "export"],
  defaultOrder: { key: "sort", direction: "asc" },
  nameField: "name",
  fields: [
    idField(freightTemplates.id),
    {
      key: "name",
      column: freightTemplates.name,
      type: "string",
      label: text("模板名称", "Name", "範本名稱"),
      filter: "contains",
      sortable: true,
      writable: false,
    },
    {
      key: "billing",
      column: freightTemplates.billing,
      type: "integer",
      label: text("计费方式", "Billing", "計費方式"),
      options: BILLING_OPTIONS,
      filter: "exact",
      writable: false,
    },
    { ...sortField(freightTemplates.sort), writable: false },
    statusField(freightTemplates.status),
    createdAtField(freightTemplates.createdAt),
    {
      key: "updatedAt",
      column: freightTemplates.updatedAt,
      type: "datetime",
      label: text("更新时间", "Updated", "更新時間"),
      sortable: true,
      writable: false,
    },
  ],
  hooks: {
    decorate: withRules,
    async beforeDelete(db, ids, request) {
      const used = await db
        .select({ id: goods.freightTemplateId, n: count() })
        .from(goods)
        .where(inArray(goods.freightTemplateId, ids))
        .groupBy(goods.freightTemplateId)
        .limit(1);
      if (used.length === 0) return undefined;
      const [template] = await db
        .select({ name: freightTemplates.name })
        .from(freightTemplates)
        .where(eq(freightTemplates.id, used[0]!.id));
      return goodsTranslator(request.locale as Locale)("freight.inUse", {
        name: template?.name ?? "",
        count: Number(used[0]!.n),
      });
    },
  },
};
