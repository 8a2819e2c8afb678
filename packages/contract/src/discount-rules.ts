/**
 * What a discount and a commission may be, one rule for the server (which refuses a save) and the
 * admin app (which shows the same refusal on the field before saving), issue 36:
 * - a 满减 coupon takes off less than its threshold (满10减20 and 满10减10 are refused);
 * - an activity or coupon cannot end at a moment already past (by the caller's clock: the server's
 *   on the server, so tests and the sweep decide what "now" is);
 * - the commission levels together give away at most 100% of a sale.
 * Percentages are read from text into integer basis points (1% = 100), never through a float.
 */
import { centsToYuan, contractLanguage } from "./money.js";

/** The admin-shell spec's percentage (section 5): digits, at most 2 decimals. */
const PERCENT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** All of a sale, in basis points. */
export const WHOLE_BP = 10_000;

/** "12.5" → 1250 (basis points); undefined when not a percentage of at most 100 with 2 decimals. */
export function parsePercentBp(text: string): number | undefined {
  const match = PERCENT.exec(text.trim());
  if (!match) return undefined;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return bp <= WHOLE_BP ? bp : undefined;
}

/** 1250 → "12.50", as rates are stored. */
export function formatBp(bp: number): string {
  return `${Math.trunc(bp / 100)}.${String(bp % 100).padStart(2, "0")}`;
}

/** 1250 → "12.5", 13000 → "130": a rate as a sentence shows it. */
export function percentText(bp: number): string {
  return formatBp(bp).replace(/\.?0+$/, "");
}

export type DiscountRefusal =
  | { rule: "amountNotBelowThreshold"; thresholdCents: number }
  | { rule: "endPassed" }
  | { rule: "commissionOver100"; levels: number[]; totalBp: number };

/**
 * A 满减 coupon's amount off against its threshold: refused when it takes off the whole threshold
 * or more, which would make an order of exactly the threshold free or pay the shopper. Amounts of
 * 0 are left to the "must be greater than 0" checks.
 */
export function thresholdDiscountRefusal(
  amountCents: number,
  thresholdCents: number,
): DiscountRefusal | undefined {
  if (amountCents <= 0 || thresholdCents <= 0) return undefined;
  return amountCents >= thresholdCents
    ? { rule: "amountNotBelowThreshold", thresholdCents }
    : undefined;
}

/** An end at or before `now` is refused: what it ends would be over before anyone could use it. */
export function endPassedRefusal(
  end: Date | number,
  now: Date | number,
): DiscountRefusal | undefined {
  const at = typeof end === "number" ? end : end.getTime();
  const clock = typeof now === "number" ? now : now.getTime();
  if (!Number.isFinite(at)) return undefined;
  return at <= clock ? { rule: "endPassed" } : undefined;
}

/**
 * Commission rates of levels 1, 2, … (basis points, each already at most 100%) together: refused
 * above 100%, naming the levels that give some of it away.
 */
export function commissionRefusal(ratesBp: readonly number[]): DiscountRefusal | undefined {
  const totalBp = ratesBp.reduce((sum, bp) => sum + bp, 0);
  if (totalBp <= WHOLE_BP) return undefined;
  const levels = ratesBp.flatMap((bp, i) => (bp > 0 ? [i + 1] : []));
  return { rule: "commissionOver100", levels, totalBp };
}

type Language = ReturnType<typeof contractLanguage>;

const MESSAGES: Record<Language, Record<DiscountRefusal["rule"], string>> = {
  "zh-cn": {
    amountNotBelowThreshold: "{field}必须低于使用门槛：满 {threshold} 元最多减 {most} 元",
    endPassed: "{field}已经过去，请选择晚于现在的时间",
    commissionOver100: "{levels}佣金比例合计 {total}%，不能超过 100%",
  },
  en: {
    amountNotBelowThreshold:
      "{field} must be below the minimum order: at most ¥{most} off an order of ¥{threshold}",
    endPassed: "{field} has already passed; choose a later time",
    commissionOver100: "The {levels} rates add up to {total}%; together they cannot exceed 100%",
  },
  "zh-tw": {
    amountNotBelowThreshold: "{field}必須低於使用門檻：滿 {threshold} 元最多減 {most} 元",
    endPassed: "{field}已經過去，請選擇晚於現在的時間",
    commissionOver100: "{levels}佣金比例合計 {total}%，不能超過 100%",
  },
};

const DEFAULT_FIELD: Record<Language, Record<"amountNotBelowThreshold" | "endPassed", string>> = {
  "zh-cn": { amountNotBelowThreshold: "优惠金额", endPassed: "结束时间" },
  en: { amountNotBelowThreshold: "Amount off", endPassed: "End time" },
  "zh-tw": { amountNotBelowThreshold: "優惠金額", endPassed: "結束時間" },
};

const ZH_LEVELS = ["一", "二", "三", "四", "五", "六", "七", "八", "九"];
const ZH_LEVEL: Record<"zh-cn" | "zh-tw", string> = { "zh-cn": "级", "zh-tw": "級" };

const AND: Record<Language, string> = { "zh-cn": "与", en: " and ", "zh-tw": "與" };

/** [1, 2] → "一级与二级" / "level 1 and level 2"; [1, 2, 3] → "一级、二级与三级". */
function levelNames(levels: number[], language: Language): string {
  const names = levels.map((n) =>
    language === "en" ? `level ${n}` : `${ZH_LEVELS[n - 1] ?? n}${ZH_LEVEL[language]}`,
  );
  if (names.length <= 1) return names.join("");
  const comma = language === "en" ? ", " : "、";
  return `${names.slice(0, -1).join(comma)}${AND[language]}${names.at(-1)}`;
}

/**
 * The refusal in the operator's language (`language` as i18next or Accept-Language names it).
 * `field` is the label of the field it sits under, when the rule has one (the coupon's amount,
 * the end that passed); each has a default.
 */
export function discountMessage(
  refusal: DiscountRefusal,
  language: string,
  field?: string,
): string {
  const lang = contractLanguage(language);
  const template = MESSAGES[lang][refusal.rule];
  switch (refusal.rule) {
    case "amountNotBelowThreshold":
      return template
        .replace("{field}", field ?? DEFAULT_FIELD[lang].amountNotBelowThreshold)
        .replaceAll("{threshold}", centsToYuan(refusal.thresholdCents))
        .replace("{most}", centsToYuan(refusal.thresholdCents - 1));
    case "endPassed":
      return template.replace("{field}", field ?? DEFAULT_FIELD[lang].endPassed);
    case "commissionOver100":
      return template
        .replace("{levels}", levelNames(refusal.levels, lang))
        .replace("{total}", percentText(refusal.totalBp));
  }
}
