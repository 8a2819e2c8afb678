import type { Locale } from "../i18n/messages.js";
import type { FieldError } from "../modules/framework/types.js";
import { text } from "../modules/system/fields.js";
import {
  type FreeRuleBody,
  type FreightRuleBody,
  type FreightSaveBody,
  MAX_REGIONS,
  MAX_RULES,
} from "./freight-body.js";
import { goodsTranslator } from "./messages.js";
import { readMoney, toHundredths } from "./money.js";
import { isRegionCode } from "./regions.js";
import type { FreeShippingRule, FreightRule } from "./schema.js";

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

type Numeric = FreightSaveBody["sort"];
const isBlank = (v: Numeric): v is "" | null | undefined =>
  v === undefined || v === null || v === "";

/** A template without an id (or id 0) is a new one: saving it needs the add grant, not edit. */
export const isNewTemplate = (body: FreightSaveBody) =>
  isBlank(body.id) || body.id === 0 || body.id === "0";

/** Checks a template as the form sends it; every message names its field in the caller's language. */
export function checkFreightInput(
  body: FreightSaveBody,
  locale: Locale,
): { input: FreightInput; errors: FieldError[] } {
  const t = goodsTranslator(locale);
  const errors: FieldError[] = [];
  const err = (field: string, message: string) => errors.push({ field, message });
  let id: number | undefined;
  if (!isNewTemplate(body)) {
    const n = Number(body.id);
    if (!Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647)
      err("id", t("goods.notExist", { field: "id" }));
    else id = n;
  }
  const name = (body.name ?? "").trim();
  if (!name) err("name", t("goods.required", { field: L.name[locale] }));
  else if ([...name].length > 50)
    err("name", t("goods.tooLong", { field: L.name[locale], max: 50 }));
  const billing = isBlank(body.billing) ? 1 : Number(body.billing);
  if (![1, 2, 3].includes(billing)) err("billing", t("goods.oneOf", { field: L.billing[locale] }));
  const whole = (raw: Numeric, field: string, label: string, max: number, fallback: number) => {
    if (isBlank(raw)) return fallback;
    const n = Number(raw);
    if (!Number.isSafeInteger(n) || n < 0 || n > max) {
      err(field, t("goods.between", { field: label, min: 0, max }));
      return fallback;
    }
    return n;
  };
  const sort = whole(body.sort, "sort", L.sort[locale], 100_000, 0);
  const status = whole(body.status, "status", L.status[locale], 1, 1);

  const seen = new Map<string, string>();
  const regions = (
    raw: Array<string | number> | undefined,
    field: string,
    label: string,
    track: boolean,
  ): string[] => {
    if (!raw || raw.length === 0) {
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
        err(field, t("freight.regionUnknown", { field: label, code: String(code).slice(0, 20) }));
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
  const unit = (raw: Numeric, field: string, label: string): number => {
    if (billing === 1) {
      const n = isBlank(raw) ? Number.NaN : Number(raw);
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
  const fee = (raw: Numeric, field: string, label: string): number => {
    if (isBlank(raw)) return 0;
    const money = readMoney(raw, label, locale);
    if (money.message !== undefined) {
      err(field, money.message);
      return 0;
    }
    return money.cents;
  };

  const firstLabel = [L.firstPiece, L.firstWeight, L.firstVolume][billing - 1] ?? L.firstPiece;
  const additionalLabel =
    [L.additionalPiece, L.additionalWeight, L.additionalVolume][billing - 1] ?? L.additionalPiece;
  const rule = (r: FreightRuleBody, i: number, rules: FreightRule[]): FreightRule => {
    // A rule with no regions is the default rate of every region no other rule lists (issue
    // 36); a template has at most one.
    const isDefault = r.regions?.length === 0;
    if (isDefault && rules.some((other) => other.regions.length === 0))
      err(`rules[${i}].regions`, t("freight.defaultTwice"));
    return {
      regions: isDefault ? [] : regions(r.regions, `rules[${i}].regions`, L.regions[locale], true),
      first: unit(r.first, `rules[${i}].first`, firstLabel[locale]),
      firstFeeCents: fee(r.firstFee, `rules[${i}].firstFee`, L.firstFee[locale]),
      additional: unit(r.additional, `rules[${i}].additional`, additionalLabel[locale]),
      additionalFeeCents: fee(
        r.additionalFee,
        `rules[${i}].additionalFee`,
        L.additionalFee[locale],
      ),
    };
  };
  const rules: FreightRule[] = [];
  if (!body.rules?.length) err("rules", t("freight.noRules"));
  else if (body.rules.length > MAX_RULES)
    err("rules", t("goods.tooMany", { field: L.regions[locale], max: MAX_RULES }));
  else for (const [i, r] of body.rules.entries()) rules.push(rule(r, i, rules));

  const freeRule = (r: FreeRuleBody, i: number): FreeShippingRule => {
    const list = regions(r.regions, `freeRules[${i}].regions`, L.freeRegions[locale], false);
    const minQuantity = isBlank(r.minQuantity)
      ? null
      : whole(r.minQuantity, `freeRules[${i}].minQuantity`, L.minQuantity[locale], 100_000, 0) ||
        null;
    const minAmountCents = isBlank(r.minAmount)
      ? null
      : fee(r.minAmount, `freeRules[${i}].minAmount`, L.minAmount[locale]) || null;
    if (minQuantity === null && minAmountCents === null)
      err(`freeRules[${i}]`, t("freight.freeRuleEmpty"));
    return { regions: list, minQuantity, minAmountCents };
  };
  const freeRules: FreeShippingRule[] = [];
  if (Array.isArray(body.freeRules)) {
    if (body.freeRules.length > MAX_RULES)
      err("freeRules", t("goods.tooMany", { field: L.freeRegions[locale], max: MAX_RULES }));
    else for (const [i, r] of body.freeRules.entries()) freeRules.push(freeRule(r, i));
  }

  let noDelivery: string[] = [];
  if (Array.isArray(body.noDelivery) && body.noDelivery.length > 0) {
    noDelivery = regions(body.noDelivery, "noDelivery", L.noDelivery[locale], false);
    for (const code of noDelivery)
      if (seen.has(code)) err("noDelivery", t("freight.regionBlocked", { code }));
  }
  return { input: { id, name, billing, sort, status, rules, freeRules, noDelivery }, errors };
}
