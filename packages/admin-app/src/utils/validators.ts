/**
 * The shared input checks of the spec's section 5. Input filters (`to…`) clean what is typed as the
 * operator types; predicates (`is…`) say whether a finished value is acceptable.
 */

/** The most a percentage box holds (spec section 9, "percentage cap 100"). */
export const PERCENTAGE_CAP = 100;

/**
 * Percentage box: keeps digits only, without leading zeros; anything above the cap becomes the cap
 * (so a 4-digit overshoot does too, as section 5 says).
 */
export function toPercentage(input: string): string {
  const digits = toInteger(input);
  return digits !== "" && Number(digits) > PERCENTAGE_CAP ? String(PERCENTAGE_CAP) : digits;
}

/** Money box: digits and one decimal point, at most 2 decimals, no leading zeros before digits. */
export function toMoney(input: string): string {
  const cleaned = input.replace(/[^\d.]/g, "");
  const dot = cleaned.indexOf(".");
  const whole = (dot === -1 ? cleaned : cleaned.slice(0, dot)).replace(/^0+(?=\d)/, "");
  if (dot === -1) return whole;
  const decimals = cleaned
    .slice(dot + 1)
    .replace(/\./g, "")
    .slice(0, 2);
  return `${whole === "" ? "0" : whole}.${decimals}`;
}

/** Integer box: digits only, no leading zeros. */
export function toInteger(input: string): string {
  return input.replace(/\D/g, "").replace(/^0+(?=\d)/, "");
}

/** Mainland mobile: 11 digits starting 13–19. The server's user fields use the same pattern. */
export function isMobile(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value);
}

/** Landline: optional 3–4 digit area code with a dash, then 7–8 digits. */
export function isLandline(value: string): boolean {
  return /^(0\d{2,3}-)?\d{7,8}$/.test(value);
}

/** Account: a letter first, then letters, digits or underscores, 5–16 characters in all. */
export function isAccount(value: string): boolean {
  return /^[a-zA-Z][a-zA-Z0-9_]{4,15}$/.test(value);
}

/** Password: 6–16 characters of letters, digits and common symbols. */
export function isPassword(value: string): boolean {
  return /^[\w!@#$%^&*.,?~+-]{6,16}$/.test(value);
}

/**
 * Password of the user form and the personal centre (spec section 5): 6 to 20 letters and numbers,
 * both present, which keeps it inside the 6–55 length rule too. The server's PASSWORD_RULE is the
 * same pattern.
 */
export function isUserPassword(value: string): boolean {
  return /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,20}$/.test(value);
}

export type PasswordStrength = "weak" | "medium" | "strong";

/**
 * Strength of a 6–16 character password (null outside that length): one kind of character
 * (letters, digits or symbols) is weak, two kinds medium, all three strong.
 */
export function passwordStrength(value: string): PasswordStrength | null {
  if (value.length < 6 || value.length > 16) return null;
  const kinds = [/[a-zA-Z]/, /\d/, /[^a-zA-Z\d]/].filter((kind) => kind.test(value)).length;
  if (kinds >= 3) return "strong";
  return kinds === 2 ? "medium" : "weak";
}

/** IPv4 in dotted form, each part 0–255 without leading zeros. */
export function isIPv4(value: string): boolean {
  const part = "(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
  return new RegExp(`^${part}(\\.${part}){3}$`).test(value);
}

/**
 * E-mail: letters, digits, `_`, `.`, `+` or `-` before the @, then a domain ending in a top-level
 * domain of 2 or more letters. The server's EMAIL is the same pattern, so an address the user
 * screen saves is one the personal centre accepts.
 */
export function isEmail(value: string): boolean {
  return /^[\w.+-]+@[a-zA-Z\d-]+(\.[a-zA-Z\d-]+)*\.[a-zA-Z]{2,}$/.test(value);
}

/** Weights of the mainland resident ID check digit (GB 11643). */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_DIGITS = "10X98765432";

/** 18-character resident ID: a real date of birth and a matching check digit. */
export function isIdCard(value: string): boolean {
  const id = value.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  const realDate =
    year >= 1900 &&
    birth.getUTCFullYear() === year &&
    birth.getUTCMonth() === month - 1 &&
    birth.getUTCDate() === day;
  if (!realDate) return false;
  const sum = ID_WEIGHTS.reduce((total, weight, index) => total + weight * Number(id[index]), 0);
  return ID_CHECK_DIGITS[sum % 11] === id[17];
}

/** Chinese name: 2–16 Han characters, a middle dot allowed between parts (minority names). */
export function isChineseName(value: string): boolean {
  return (
    /^[\u4e00-\u9fa5]+(·[\u4e00-\u9fa5]+)*$/.test(value) && value.length >= 2 && value.length <= 16
  );
}

/** Mainland postcode: 6 digits, not starting with 0. */
export function isPostcode(value: string): boolean {
  return /^[1-9]\d{5}$/.test(value);
}

/** Absolute http(s) URL with a host. */
export function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** Province abbreviations that open a mainland licence plate. */
const PLATE_PROVINCES = "京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼";

/**
 * Licence plate: province, city letter, then 5 characters (ordinary) or 6 (new-energy, starting
 * with D or F, or ending with D or F for large vehicles).
 */
export function isPlateNumber(value: string): boolean {
  const plate = value.toUpperCase();
  const head = `^[${PLATE_PROVINCES}][A-HJ-NP-Z]`;
  const ordinary = new RegExp(`${head}[A-HJ-NP-Z0-9]{4}[A-HJ-NP-Z0-9挂学警港澳]$`);
  const newEnergy = new RegExp(`${head}([DF][A-HJ-NP-Z0-9]\\d{4}|\\d{5}[DF])$`);
  return ordinary.test(plate) || newEnergy.test(plate);
}
