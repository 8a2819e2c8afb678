/** Minutes an unpaid order holds its stock before the sweep closes it (VITRINE_ORDER_TIMEOUT_MINUTES). */
export const DEFAULT_PAY_TIMEOUT_MINUTES = 30;

/**
 * The payment timeout from the environment: a whole number of minutes from 1 to a week; anything
 * else (unset, a typo) is the default, so a bad setting never leaves orders holding stock forever.
 */
export function payTimeoutMinutes(env: NodeJS.ProcessEnv): number {
  const raw = env.VITRINE_ORDER_TIMEOUT_MINUTES?.trim();
  const n = raw && /^\d{1,5}$/.test(raw) ? Number(raw) : Number.NaN;
  return n >= 1 && n <= 7 * 24 * 60 ? n : DEFAULT_PAY_TIMEOUT_MINUTES;
}
