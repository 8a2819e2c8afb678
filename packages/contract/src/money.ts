/**
 * Money as operators type it (yuan, "12.35") and as it is stored (integer cents), one rule for the
 * server and the admin app. The text is split at the point and never multiplied as a float, so no
 * amount is rounded on the way in: "12.345" is refused, not stored as 12.35 (issue 36).
 */

/** The default ceiling of an amount: ¥100,000,000.00, far inside JS's safe integers. */
export const MAX_CENTS = 10_000_000_000;

export type MoneyError = "empty" | "format" | "decimals" | "negative" | "tooSmall" | "tooLarge";

export type MoneyParse =
  | { ok: true; cents: number }
  | { ok: false; error: MoneyError; limitCents?: number };

export interface MoneyLimits {
  /** Smallest amount accepted, in cents; 0 by default. Below 0 lets a sign through. */
  minCents?: number;
  /** Largest amount accepted, in cents; MAX_CENTS by default. */
  maxCents?: number;
}

/** Digits, optionally a point with 1 or more digits after it; an optional sign is read apart. */
const AMOUNT = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/**
 * Cents of what an operator typed. A number is read through its shortest text (19.9 → "19.9"),
 * so a JSON body's number follows the same rule as a form field's text.
 */
export function parseYuan(input: unknown, limits: MoneyLimits = {}): MoneyParse {
  const minCents = limits.minCents ?? 0;
  const maxCents = limits.maxCents ?? MAX_CENTS;
  let text: string;
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return { ok: false, error: "format" };
    text = String(input);
  } else if (typeof input === "string") {
    text = input.trim();
  } else if (input === null || input === undefined) {
    return { ok: false, error: "empty" };
  } else {
    return { ok: false, error: "format" };
  }
  if (text === "") return { ok: false, error: "empty" };
  const match = AMOUNT.exec(text);
  if (!match) return { ok: false, error: "format" };
  const [, sign = "", whole = "", fraction = ""] = match;
  if (sign === "-" && minCents >= 0) return { ok: false, error: "negative" };
  if (fraction.length > 2) return { ok: false, error: "decimals" };
  // More digits than any limit could allow are refused before they become an unsafe number.
  const wholeDigits = whole.replace(/^0+(?=\d)/, "");
  if (wholeDigits.length > 13) return { ok: false, error: "tooLarge", limitCents: maxCents };
  const magnitude = Number(wholeDigits) * 100 + Number(fraction.padEnd(2, "0"));
  const cents = sign === "-" ? -magnitude : magnitude;
  if (cents > maxCents) return { ok: false, error: "tooLarge", limitCents: maxCents };
  if (cents < minCents) return { ok: false, error: "tooSmall", limitCents: minCents };
  return { ok: true, cents: cents === 0 ? 0 : cents };
}

/** Cents as yuan with two decimals: 1235 → "12.35", -5 → "-0.05". Empty for no amount. */
export function centsToYuan(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return "";
  const whole = Math.trunc(cents);
  const sign = whole < 0 ? "-" : "";
  const abs = Math.abs(whole);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * Cents for people: "¥12.35", thousands grouped ("¥1,234.50"). `language` is in the signature
 * because the three languages group alike today, and callers should not change if one stops doing so.
 */
export function formatYuan(cents: number, _language: string = "zh-cn"): string {
  const plain = centsToYuan(cents);
  if (plain === "") return "";
  const negative = plain.startsWith("-");
  const [whole = "0", fraction = "00"] = (negative ? plain.slice(1) : plain).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}¥${grouped}.${fraction}`;
}

export type ContractLanguage = "zh-cn" | "en" | "zh-tw";

/** The interface language of a tag as i18next or Accept-Language gives it ("en-US", "zh-TW", "zh"). */
export function contractLanguage(tag: string | undefined | null): ContractLanguage {
  const lower = (tag ?? "").toLowerCase();
  if (lower.startsWith("en")) return "en";
  if (/^zh-(tw|hk|mo|hant)/.test(lower)) return "zh-tw";
  return "zh-cn";
}

const MESSAGES: Record<ContractLanguage, Record<MoneyError, string>> = {
  "zh-cn": {
    empty: "请输入{field}",
    format: "{field}请输入金额，例如 12.50",
    decimals: "{field}最多两位小数",
    negative: "{field}不能为负数",
    tooSmall: "{field}不能低于 {limit} 元",
    tooLarge: "{field}不能超过 {limit} 元",
  },
  en: {
    empty: "Enter {field}",
    format: "{field} must be an amount such as 12.50",
    decimals: "{field} takes at most 2 decimals",
    negative: "{field} cannot be negative",
    tooSmall: "{field} cannot be below ¥{limit}",
    tooLarge: "{field} cannot be above ¥{limit}",
  },
  "zh-tw": {
    empty: "請輸入{field}",
    format: "{field}請輸入金額，例如 12.50",
    decimals: "{field}最多兩位小數",
    negative: "{field}不能為負數",
    tooSmall: "{field}不能低於 {limit} 元",
    tooLarge: "{field}不能超過 {limit} 元",
  },
};

const DEFAULT_FIELD: Record<ContractLanguage, string> = {
  "zh-cn": "金额",
  en: "the amount",
  "zh-tw": "金額",
};

/**
 * The refusal of a failed parse in the operator's language, naming the field and any limit in 元
 * (the unit the operator typed, never 分). Empty for a successful parse.
 */
export function moneyMessage(result: MoneyParse, language: string, field?: string): string {
  if (result.ok) return "";
  const lang = contractLanguage(language);
  const label = field ?? DEFAULT_FIELD[lang];
  const text = MESSAGES[lang][result.error]
    .replace("{field}", label)
    .replace("{limit}", centsToYuan(result.limitCents ?? 0));
  return text.charAt(0).toUpperCase() + text.slice(1);
}
