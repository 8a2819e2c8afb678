import { type Static, type TSchema, Type } from "@sinclair/typebox";
import { type TypeCheck, TypeCompiler } from "@sinclair/typebox/compiler";
import type { Locale } from "../i18n/messages.js";
import type { FieldError } from "../modules/framework/types.js";
import { text } from "../modules/system/fields.js";
import { goodsTranslator } from "./messages.js";
import { readMoney, toHundredths } from "./money.js";
import { isRegionCode } from "./regions.js";
import type { FreeShippingRule, FreightRule } from "./schema.js";

/**
 * The freight template save's body as TypeBox schemas (issue 37: no hand-written type checks):
 * Fastify checks the envelope against `FreightSaveBody` (freight-routes.ts, TypeBox's compiler,
 * no AJV coercion), and `checkFreightInput` reads each field through the compiled shapes below.
 * A value of the wrong shape gets the same refusal as a wrong value, in the caller's language;
 * what a shape cannot say (ranges of numbers sent as text, money, regions that exist, a region
 * in two rows) is read here after the shape.
 */

const MAX_RULES = 100;
const MAX_REGIONS = 500;

/** A number or its text, as form values come: Number() reads it (an object never reaches it). */
const Numeric = Type.Union([Type.Number(), Type.String()]);
/** Nothing sent: the field keeps its default. */
const Blank = Type.Union([Type.Undefined(), Type.Null(), Type.Literal("")]);
/** A row of regions: at least one code (each checked against the region table). */
const Regions = Type.Array(Type.Unknown(), { minItems: 1 });
/** A row of the form (a rule, a free-shipping rule): anything else is read as an empty row. */
const Row = Type.Object({});
const Rows = Type.Array(Type.Unknown(), { minItems: 1 });
/** A region code as the refusal may quote it. */
const Quotable = Type.Union([Type.String(), Type.Number()]);

const checks = {
  numeric: TypeCompiler.Compile(Numeric),
  blank: TypeCompiler.Compile(Blank),
  name: TypeCompiler.Compile(Type.String()),
  regions: TypeCompiler.Compile(Regions),
  emptyList: TypeCompiler.Compile(Type.Array(Type.Unknown(), { maxItems: 0 })),
  row: TypeCompiler.Compile(Row),
  rows: TypeCompiler.Compile(Rows),
  list: TypeCompiler.Compile(Type.Array(Type.Unknown())),
  quotable: TypeCompiler.Compile(Quotable),
} satisfies Record<string, TypeCheck<TSchema>>;

/** The save's body: an object of at most 32 keys; each field's value is read below. */
export const FreightSaveBody = Type.Object(
  {
    id: Type.Optional(Type.Unknown()),
    name: Type.Optional(Type.Unknown()),
    billing: Type.Optional(Type.Unknown()),
    sort: Type.Optional(Type.Unknown()),
    status: Type.Optional(Type.Unknown()),
    rules: Type.Optional(Type.Unknown()),
    freeRules: Type.Optional(Type.Unknown()),
    noDelivery: Type.Optional(Type.Unknown()),
  },
  { maxProperties: 32 },
);
export type FreightSaveBody = Static<typeof FreightSaveBody>;

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

const isEmpty = (v: unknown) => checks.blank.Check(v);
/** A number or numeric text as a number; any other shape NaN (never runs an object's toString). */
const numberOf = (v: unknown) => (checks.numeric.Check(v) ? Number(v) : Number.NaN);
const rowOf = (item: unknown) => (checks.row.Check(item) ? item : {}) as Record<string, unknown>;

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
    const n = numberOf(body.id);
    if (!Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647)
      err("id", t("goods.notExist", { field: "id" }));
    else id = n;
  }
  const name = checks.name.Check(body.name) ? body.name.trim() : "";
  if (!name) err("name", t("goods.required", { field: L.name[locale] }));
  else if ([...name].length > 50)
    err("name", t("goods.tooLong", { field: L.name[locale], max: 50 }));
  const billing = isEmpty(body.billing) ? 1 : numberOf(body.billing);
  if (![1, 2, 3].includes(billing)) err("billing", t("goods.oneOf", { field: L.billing[locale] }));
  const whole = (raw: unknown, field: string, label: string, max: number, fallback: number) => {
    if (isEmpty(raw)) return fallback;
    const n = numberOf(raw);
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
    if (!checks.regions.Check(raw)) {
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
        const quoted = checks.quotable.Check(code) ? String(code).slice(0, 20) : "?";
        err(field, t("freight.regionUnknown", { field: label, code: quoted }));
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
      const n = numberOf(raw);
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
  if (!checks.rows.Check(body.rules)) err("rules", t("freight.noRules"));
  else if (body.rules.length > MAX_RULES)
    err("rules", t("goods.tooMany", { field: L.regions[locale], max: MAX_RULES }));
  else
    body.rules.forEach((item, i) => {
      const r = rowOf(item);
      // A rule with no regions is the default rate of every region no other rule lists (issue
      // 36); a template has at most one.
      const isDefault = checks.emptyList.Check(r.regions);
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
    if (!checks.list.Check(body.freeRules) || body.freeRules.length > MAX_RULES)
      err("freeRules", t("goods.tooMany", { field: L.freeRegions[locale], max: MAX_RULES }));
    else
      body.freeRules.forEach((item, i) => {
        const r = rowOf(item);
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
  if (!isEmpty(body.noDelivery) && !checks.emptyList.Check(body.noDelivery)) {
    noDelivery = regions(body.noDelivery, "noDelivery", L.noDelivery[locale], false);
    for (const code of noDelivery)
      if (seen.has(code)) err("noDelivery", t("freight.regionBlocked", { code }));
  }
  return { input: { id, name, billing, sort, status, rules, freeRules, noDelivery }, errors };
}
