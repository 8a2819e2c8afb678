import { centsToYuan } from "@vitrine/contract";
import { count, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/database.js";
import type { Locale } from "../i18n/messages.js";
import type {
  FieldError,
  FieldOption,
  ModuleDeclaration,
  Row,
} from "../modules/framework/types.js";
import { createdAtField, idField, sortField, statusField, text } from "../modules/system/fields.js";
import { goodsTranslator } from "./messages.js";
import { readMoney, toHundredths } from "./money.js";
import { isRegionCode } from "./regions.js";
import { type FreeShippingRule, type FreightRule, freightTemplates, goods } from "./schema.js";

export const BILLING_OPTIONS: FieldOption[] = [
  { value: 1, label: text("按件数", "By piece", "按件數") },
  { value: 2, label: text("按重量", "By weight", "按重量") },
  { value: 3, label: text("按体积", "By volume", "按體積") },
];

const MAX_RULES = 100;
const MAX_REGIONS = 500;

const L = {
  name: text("模板名称", "template name", "範本名稱"),
  billing: text("计费方式", "billing", "計費方式"),
  regions: text("配送区域", "delivery regions", "配送區域"),
  firstPiece: text("首件", "first pieces", "首件"),
  firstWeight: text("首重（KG）", "first weight (kg)", "首重（KG）"),
  firstVolume: text("首件体积（m³）", "first volume (m³)", "首件體積（m³）"),
  additionalPiece: text("续件", "additional pieces", "續件"),
  additionalWeight: text("续重（KG）", "additional weight (kg)", "續重（KG）"),
  additionalVolume: text("续件体积（m³）", "additional volume (m³)", "續件體積（m³）"),
  firstFee: text("首费（元）", "first fee", "首費（元）"),
  additionalFee: text("续费（元）", "additional fee", "續費（元）"),
  freeRegions: text("指定包邮区域", "free-shipping regions", "指定包郵區域"),
  minQuantity: text("包邮件数", "free-shipping quantity", "包郵件數"),
  minAmount: text("包邮金额", "free-shipping amount", "包郵金額"),
  noDelivery: text("指定不送达区域", "no-delivery regions", "指定不送達區域"),
  sort: text("排序", "sort", "排序"),
  status: text("状态", "status", "狀態"),
};

export interface FreightInput {
  id: number | undefined;
  name: string;
  billing: number;
  sort: number;
  status: number;
  rules: FreightRule[];
  freeRules: FreeShippingRule[];
  noDelivery: string[];
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === "";
/** A number or numeric text as a number; anything else NaN (never runs an object's toString). */
const numberOf = (v: unknown) =>
  typeof v === "number" || typeof v === "string" ? Number(v) : Number.NaN;

/** Checks a template as the form sends it; every message names its field in the caller's language. */
export function checkFreightInput(
  body: Record<string, unknown>,
  locale: Locale,
): { input: FreightInput; errors: FieldError[] } {
  const t = goodsTranslator(locale);
  const errors: FieldError[] = [];
  const err = (field: string, message: string) => errors.push({ field, message });
  let id: number | undefined;
  if (!isEmpty(body.id) && body.id !== 0 && body.id !== "0") {
    // Only numbers and strings go through Number(): an object's {"toString": []} would throw.
    const n = numberOf(body.id);
    if (!Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647)
      err("id", t("goods.notExist", { field: "id" }));
    else id = n;
  }
  const name = typeof body.name === "string" ? body.name.trim() : "";
  if (!name) err("name", t("goods.required", { field: L.name[locale] }));
  else if ([...name].length > 50)
    err("name", t("goods.tooLong", { field: L.name[locale], max: 50 }));
  const billing = isEmpty(body.billing) ? 1 : numberOf(body.billing);
  if (![1, 2, 3].includes(billing)) err("billing", t("goods.oneOf", { field: L.billing[locale] }));
  const whole = (raw: unknown, field: string, label: string, max: number, fallback: number) => {
    if (isEmpty(raw)) return fallback;
    const n = typeof raw === "number" || typeof raw === "string" ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < 0 || n > max) {
      err(field, t("goods.between", { field: label, min: 0, max }));
      return fallback;
    }
    return n;
  };
  const sort = whole(body.sort, "sort", L.sort[locale], 100_000, 0);
  const status = whole(body.status, "status", L.status[locale], 1, 1);

  const seen = new Map<string, string>();
  const regions = (raw: unknown, field: string, label: string, track: boolean): string[] => {
    if (!Array.isArray(raw) || raw.length === 0) {
      err(field, t("freight.regionsEmpty", { field: label }));
      return [];
    }
    if (raw.length > MAX_REGIONS) {
      err(field, t("goods.tooMany", { field: label, max: MAX_REGIONS }));
      return [];
    }
    const out: string[] = [];
    for (const code of raw) {
      if (!isRegionCode(code)) {
        err(
          field,
          t("freight.regionUnknown", {
            field: label,
            code:
              typeof code === "string" || typeof code === "number"
                ? String(code).slice(0, 20)
                : "?",
          }),
        );
        continue;
      }
      if (out.includes(code)) continue;
      if (track) {
        if (seen.has(code)) err(field, t("freight.regionTwice", { code }));
        seen.set(code, field);
      }
      out.push(code);
    }
    return out;
  };
  // Units: whole pieces of at least 1, or kg / m³ above 0 with 2 decimals.
  const unit = (raw: unknown, field: string, label: string): number => {
    if (billing === 1) {
      const n = typeof raw === "number" || typeof raw === "string" ? Number(raw) : Number.NaN;
      if (!Number.isSafeInteger(n) || n < 1 || n > 100_000) {
        err(field, t("goods.between", { field: label, min: 1, max: 100_000 }));
        return 1;
      }
      return n;
    }
    const h = toHundredths(raw);
    if (h === undefined || h === 0 || h > 10_000_000) {
      err(field, t("freight.unitPositive", { field: label }));
      return 1;
    }
    return h / 100;
  };
  const fee = (raw: unknown, field: string, label: string): number => {
    if (isEmpty(raw)) return 0;
    const money = readMoney(raw, label, locale);
    if (money.message !== undefined) {
      err(field, money.message);
      return 0;
    }
    return money.cents;
  };

  const rules: FreightRule[] = [];
  const firstLabel = [L.firstPiece, L.firstWeight, L.firstVolume][billing - 1] ?? L.firstPiece;
  const additionalLabel =
    [L.additionalPiece, L.additionalWeight, L.additionalVolume][billing - 1] ?? L.additionalPiece;
  if (!Array.isArray(body.rules) || body.rules.length === 0) err("rules", t("freight.noRules"));
  else if (body.rules.length > MAX_RULES)
    err("rules", t("goods.tooMany", { field: L.regions[locale], max: MAX_RULES }));
  else
    body.rules.forEach((item, i) => {
      const r = (typeof item === "object" && item ? item : {}) as Record<string, unknown>;
      // A rule with no regions is the default rate of every region no other rule lists (issue
      // 36); a template has at most one.
      const isDefault = Array.isArray(r.regions) && r.regions.length === 0;
      if (isDefault && rules.some((rule) => rule.regions.length === 0))
        err(`rules[${i}].regions`, t("freight.defaultTwice"));
      rules.push({
        regions: isDefault
          ? []
          : regions(r.regions, `rules[${i}].regions`, L.regions[locale], true),
        first: unit(r.first, `rules[${i}].first`, firstLabel[locale]),
        firstFeeCents: fee(r.firstFee, `rules[${i}].firstFee`, L.firstFee[locale]),
        additional: unit(r.additional, `rules[${i}].additional`, additionalLabel[locale]),
        additionalFeeCents: fee(
          r.additionalFee,
          `rules[${i}].additionalFee`,
          L.additionalFee[locale],
        ),
      });
    });

  const freeRules: FreeShippingRule[] = [];
  if (!isEmpty(body.freeRules)) {
    if (!Array.isArray(body.freeRules) || body.freeRules.length > MAX_RULES)
      err("freeRules", t("goods.tooMany", { field: L.freeRegions[locale], max: MAX_RULES }));
    else
      body.freeRules.forEach((item, i) => {
        const r = (typeof item === "object" && item ? item : {}) as Record<string, unknown>;
        const list = regions(r.regions, `freeRules[${i}].regions`, L.freeRegions[locale], false);
        const minQuantity = isEmpty(r.minQuantity)
          ? null
          : whole(
              r.minQuantity,
              `freeRules[${i}].minQuantity`,
              L.minQuantity[locale],
              100_000,
              0,
            ) || null;
        const minAmountCents = isEmpty(r.minAmount)
          ? null
          : fee(r.minAmount, `freeRules[${i}].minAmount`, L.minAmount[locale]) || null;
        if (minQuantity === null && minAmountCents === null)
          err(`freeRules[${i}]`, t("freight.freeRuleEmpty"));
        freeRules.push({ regions: list, minQuantity, minAmountCents });
      });
  }

  let noDelivery: string[] = [];
  if (
    !isEmpty(body.noDelivery) &&
    !(Array.isArray(body.noDelivery) && body.noDelivery.length === 0)
  ) {
    noDelivery = regions(body.noDelivery, "noDelivery", L.noDelivery[locale], false);
    for (const code of noDelivery)
      if (seen.has(code)) err("noDelivery", t("freight.regionBlocked", { code }));
  }
  return { input: { id, name, billing, sort, status, rules, freeRules, noDelivery }, errors };
}

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
