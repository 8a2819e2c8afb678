import {
  discountMessage,
  endPassedRefusal,
  parsePercentBp,
  thresholdDiscountRefusal,
} from "@vitrine/contract";
import { inArray, sql } from "drizzle-orm";
import type { Locale } from "../i18n/messages.js";
import type {
  FieldError,
  ModuleDeclaration,
  ModuleField,
  Row,
} from "../modules/framework/types.js";
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
import { marketingTranslator } from "./messages.js";
import { COUPON_KIND } from "./rules/coupon-discount.js";
import { PHASE } from "./rules/phase.js";
import { coupons } from "./schema.js";

const base = activityFields(coupons, {
  start: text("领取开始时间", "Claimable from", "領取開始時間"),
  end: text("领取结束时间", "Claimable until", "領取結束時間"),
});

const fields: ModuleField[] = [
  ...base.head.map((f) =>
    f.key === "name" ? { ...f, label: text("优惠券名称", "Coupon name", "優惠券名稱") } : f,
  ),
  {
    key: "kind",
    column: coupons.kind,
    type: "integer",
    label: text("类型", "Type", "類型"),
    required: true,
    filter: "exact",
    options: [
      { value: COUPON_KIND.threshold, label: text("满减", "Amount off over a threshold", "滿減") },
      { value: COUPON_KIND.percent, label: text("折扣", "Percentage off", "折扣") },
      {
        value: COUPON_KIND.noThreshold,
        label: text("无门槛", "Amount off, no threshold", "無門檻"),
      },
    ],
  },
  money("amountCents", coupons.amountCents, text("优惠金额", "Amount off", "優惠金額"), false),
  money(
    "thresholdCents",
    coupons.thresholdCents,
    text("使用门槛", "Minimum order", "使用門檻"),
    false,
  ),
  {
    key: "percentOff",
    column: coupons.percentOff,
    type: "string",
    label: text("折扣比例(%)", "Percent off (%)", "折扣比例(%)"),
    max: 12,
  },
  money("capCents", coupons.capCents, text("最多优惠", "Discount cap", "最多優惠"), false),
  {
    key: "total",
    column: coupons.total,
    type: "integer",
    label: text("发放总量", "Total issued", "發放總量"),
    required: true,
    min: 1,
    max: 10_000_000,
    sortable: true,
  },
  {
    key: "leftCount",
    column: coupons.leftCount,
    type: "integer",
    label: text("剩余数量", "Left", "剩餘數量"),
    writable: false,
    sortable: true,
  },
  {
    key: "perUserLimit",
    column: coupons.perUserLimit,
    type: "integer",
    label: text("每人限领", "Per user", "每人限領"),
    min: 1,
    max: 100,
    default: 1,
  },
  {
    key: "validityType",
    column: coupons.validityType,
    type: "integer",
    label: text("有效期类型", "Validity", "有效期類型"),
    default: 1,
    list: false,
    options: [
      { value: 1, label: text("固定日期", "Fixed dates", "固定日期") },
      { value: 2, label: text("领取后 N 天", "N days after claiming", "領取後 N 天") },
    ],
  },
  {
    key: "validFrom",
    column: coupons.validFrom,
    type: "datetime",
    label: text("有效期开始", "Valid from", "有效期開始"),
    list: false,
  },
  {
    key: "validTo",
    column: coupons.validTo,
    type: "datetime",
    label: text("有效期结束", "Valid until", "有效期結束"),
    list: false,
  },
  {
    key: "validDays",
    column: coupons.validDays,
    type: "integer",
    label: text("有效天数", "Days valid", "有效天數"),
    min: 0,
    max: 3650,
    default: 0,
    list: false,
  },
  {
    key: "scope",
    column: coupons.scope,
    type: "integer",
    label: text("适用范围", "Applies to", "適用範圍"),
    default: 1,
    filter: "exact",
    options: [
      { value: 1, label: text("全部商品", "All goods", "全部商品") },
      { value: 2, label: text("指定分类", "Some categories", "指定分類") },
      { value: 3, label: text("指定商品", "Some goods", "指定商品") },
    ],
  },
  {
    key: "scopeIds",
    column: coupons.scopeIds,
    type: "integerList",
    label: text("适用分类或商品", "Categories or goods", "適用分類或商品"),
    list: false,
  },
  ...base.tail,
];

/**
 * The coupon's terms checked together: what each kind needs (a 满减 takes off less than its
 * threshold), validity (a fixed end not already past by the server's clock), scope, totals.
 */
function couponErrors(
  row: Row,
  existing: Row | undefined,
  locale: Locale,
  now: Date,
): FieldError[] {
  const m = marketingTranslator(locale);
  const name = (key: string) => fieldLabel(fields, key, locale);
  const errors: FieldError[] = [];
  const kind = row.kind as number;
  const amount = (row.amountCents as number | undefined) ?? 0;
  if ((kind === COUPON_KIND.threshold || kind === COUPON_KIND.noThreshold) && amount <= 0)
    errors.push({
      field: "amountCents",
      message: m("mk.positive", { field: name("amountCents") }),
    });
  const threshold = (row.thresholdCents as number | undefined) ?? 0;
  if (kind === COUPON_KIND.threshold && threshold <= 0)
    errors.push({
      field: "thresholdCents",
      message: m("mk.positive", { field: name("thresholdCents") }),
    });
  const overThreshold =
    kind === COUPON_KIND.threshold ? thresholdDiscountRefusal(amount, threshold) : undefined;
  if (overThreshold)
    errors.push({
      field: "amountCents",
      message: discountMessage(overThreshold, locale, name("amountCents")),
    });
  if (kind === COUPON_KIND.percent) {
    const bp = parsePercentBp(String(row.percentOff ?? ""));
    if (bp === undefined)
      errors.push({ field: "percentOff", message: m("mk.percent", { field: name("percentOff") }) });
    else if (bp === 0)
      errors.push({
        field: "percentOff",
        message: m("mk.percentRequired", { field: name("percentOff") }),
      });
  }
  if (row.validityType === 1) {
    const from = row.validFrom as Date | null | undefined;
    const to = row.validTo as Date | null | undefined;
    const passed = to ? endPassedRefusal(to, now) : undefined;
    if (!from || !to || to.getTime() <= from.getTime())
      errors.push({ field: "validTo", message: m("mk.validRange", { field: name("validTo") }) });
    else if (passed)
      errors.push({ field: "validTo", message: discountMessage(passed, locale, name("validTo")) });
  } else {
    const days = (row.validDays as number | undefined) ?? 0;
    if (days < 1 || days > 3650)
      errors.push({ field: "validDays", message: m("mk.validDays", { field: name("validDays") }) });
  }
  if (
    (row.scope === 2 || row.scope === 3) &&
    ((row.scopeIds as number[] | undefined) ?? []).length === 0
  )
    errors.push({ field: "scopeIds", message: m("mk.scopeIds", { field: name("scopeIds") }) });
  if (existing) {
    const claimed = (existing.total as number) - (existing.leftCount as number);
    if ((row.total as number) < claimed)
      errors.push({
        field: "total",
        message: m("mk.totalBelowClaimed", { field: name("total"), claimed }),
      });
  }
  return errors;
}

/**
 * Coupons (优惠券): 满减 / 折扣 / 无门槛, total and left, per-user limit, validity as fixed dates or
 * N days after claiming, scope, claim window (startAt–endAt) and status tabs. A coupon may be
 * changed while it is claimable (more coupons issued, say), not once it ended or was closed.
 */
export const couponModule = (now: () => Date = () => new Date()): ModuleDeclaration => ({
  name: "coupon",
  permission: "coupon",
  title: text("优惠券", "Coupons", "優惠券"),
  table: coupons,
  id: coupons.id,
  actions: ["index", "add", "edit", "del", "export"],
  defaultOrder: { key: "id", direction: "desc" },
  nameField: "name",
  fields,
  hooks: {
    async validate(save) {
      const locale = save.request.locale as Locale;
      const errors = windowErrors(save, fields, [PHASE.upcoming, PHASE.running]);
      if (errors.length > 0) return errors;
      return couponErrors(merged(save), save.existing, locale, save.ctx.now());
    },
    async prepare(save, values) {
      const row = merged(save);
      const out = activityPrepare(save, values);
      // Terms a kind does not use are stored as 0, so a list never shows a stale amount.
      if (row.kind === COUPON_KIND.percent) out.amountCents = 0;
      else {
        out.percentOff = "0";
        out.capCents = 0;
      }
      if (row.kind === COUPON_KIND.noThreshold) out.thresholdCents = 0;
      if (row.scope === 1) out.scopeIds = [];
      if (save.isCreate) out.leftCount = row.total;
      else if (Object.hasOwn(save.input, "total")) {
        // Relative, so claims made meanwhile are not undone by this edit.
        const delta = (row.total as number) - (save.existing!.total as number);
        out.leftCount = sql`${coupons.leftCount} + ${delta}::integer`;
      }
      return out;
    },
    async beforeDelete(db, ids, request) {
      const rows = await db.select().from(coupons).where(inArray(coupons.id, ids));
      return rows.some((r) => phaseOf(r, now()) === PHASE.running)
        ? marketingTranslator(request.locale as Locale)("mk.deleteLive")
        : undefined;
    },
  },
});
