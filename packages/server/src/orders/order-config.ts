import { ConfigError } from "../config.js";

/**
 * The orders' rules a deployment may set in the environment (docs/DEPLOYMENT.md): each a whole
 * number within its range, its default when unset. A value that is set but not one of them (a
 * typo, 0, 120 days) stops the server at start with the variable named: falling back in silence
 * would run a shop on a window its operator never chose.
 */

/** Minutes an unpaid order holds its stock before the sweep closes it. */
export const DEFAULT_PAY_TIMEOUT_MINUTES = 30;
/** Days after completion a shopper may still ask for after-sale: the usual 七天无理由. */
export const DEFAULT_AFTER_SALE_DAYS = 7;

function wholeNumberFromEnv(
  env: NodeJS.ProcessEnv,
  name: string,
  range: { min: number; max: number },
  fallback: number,
): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const n = /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
  if (n >= range.min && n <= range.max) return n;
  throw new ConfigError(
    `${name} must be a whole number from ${range.min} to ${range.max}, got "${env[name]}"`,
  );
}

/** VITRINE_ORDER_TIMEOUT_MINUTES: 1 minute to a week. */
export function payTimeoutMinutes(env: NodeJS.ProcessEnv): number {
  return wholeNumberFromEnv(
    env,
    "VITRINE_ORDER_TIMEOUT_MINUTES",
    { min: 1, max: 7 * 24 * 60 },
    DEFAULT_PAY_TIMEOUT_MINUTES,
  );
}

/** VITRINE_ORDER_AFTER_SALE_DAYS: whole days from 1 to 90. */
export function afterSaleDays(env: NodeJS.ProcessEnv): number {
  return wholeNumberFromEnv(
    env,
    "VITRINE_ORDER_AFTER_SALE_DAYS",
    { min: 1, max: 90 },
    DEFAULT_AFTER_SALE_DAYS,
  );
}

/** Days after shipping an order completes by itself when the shopper does not confirm receipt. */
export const DEFAULT_AUTO_COMPLETE_DAYS = 7;

/** VITRINE_ORDER_AUTO_COMPLETE_DAYS: whole days from 1 to 90. */
export function autoCompleteDays(env: NodeJS.ProcessEnv): number {
  return wholeNumberFromEnv(
    env,
    "VITRINE_ORDER_AUTO_COMPLETE_DAYS",
    { min: 1, max: 90 },
    DEFAULT_AUTO_COMPLETE_DAYS,
  );
}

/** Reads every setting above once, so a bad one stops the server before it opens its database. */
export function checkOrderSettings(env: NodeJS.ProcessEnv): void {
  payTimeoutMinutes(env);
  afterSaleDays(env);
  autoCompleteDays(env);
}
