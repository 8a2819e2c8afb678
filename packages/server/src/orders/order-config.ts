/**
 * The orders' rules a deployment may set in the environment (docs/DEPLOYMENT.md): each a whole
 * number within its range, anything else (unset, a typo, 0) its default, so a bad setting never
 * leaves orders holding stock forever or shuts the after-sale window.
 */

/** Minutes an unpaid order holds its stock before the sweep closes it. */
export const DEFAULT_PAY_TIMEOUT_MINUTES = 30;
/** Days after completion a shopper may still ask for after-sale: the usual 七天无理由. */
export const DEFAULT_AFTER_SALE_DAYS = 7;

function wholeNumberFromEnv(
  raw: string | undefined,
  range: { min: number; max: number },
  fallback: number,
): number {
  const text = raw?.trim();
  const n = text && /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
  return n >= range.min && n <= range.max ? n : fallback;
}

/** VITRINE_ORDER_TIMEOUT_MINUTES: 1 minute to a week. */
export function payTimeoutMinutes(env: NodeJS.ProcessEnv): number {
  return wholeNumberFromEnv(
    env.VITRINE_ORDER_TIMEOUT_MINUTES,
    { min: 1, max: 7 * 24 * 60 },
    DEFAULT_PAY_TIMEOUT_MINUTES,
  );
}

/** VITRINE_ORDER_AFTER_SALE_DAYS: whole days from 1 to 90. */
export function afterSaleDays(env: NodeJS.ProcessEnv): number {
  return wholeNumberFromEnv(
    env.VITRINE_ORDER_AFTER_SALE_DAYS,
    { min: 1, max: 90 },
    DEFAULT_AFTER_SALE_DAYS,
  );
}

/** Days after shipping an order completes by itself when the shopper does not confirm receipt. */
export const DEFAULT_AUTO_COMPLETE_DAYS = 7;

/** VITRINE_ORDER_AUTO_COMPLETE_DAYS: whole days from 1 to 90. */
export function autoCompleteDays(env: NodeJS.ProcessEnv): number {
  return wholeNumberFromEnv(
    env.VITRINE_ORDER_AUTO_COMPLETE_DAYS,
    { min: 1, max: 90 },
    DEFAULT_AUTO_COMPLETE_DAYS,
  );
}
