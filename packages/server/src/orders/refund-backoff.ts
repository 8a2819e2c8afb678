/**
 * When a refund the provider refused is tried again by the orders' timer (every 30 s or so): at
 * once the first time, then after 30 s, 1, 2, 4 ... minutes, doubling from its number of attempts
 * and capped at an hour, so a platform that is down or a refund it keeps refusing is not asked
 * twice a minute for days. The operator's 重试退款 ignores it and retries at once.
 */
export const FIRST_RETRY_MS = 30_000;
export const LONGEST_RETRY_MS = 60 * 60_000;

/** The wait after `attempts` failed attempts (0: none yet, so no wait). */
export function retryDelayMs(attempts: number): number {
  if (attempts <= 0) return 0;
  // 2^(attempts-1) grows past the cap by the 9th attempt; stop there so it never overflows.
  const doublings = Math.min(attempts - 1, 20);
  return Math.min(FIRST_RETRY_MS * 2 ** doublings, LONGEST_RETRY_MS);
}

/** Whether a refund last tried at `lastTriedAt`, `attempts` times, is due at `now`. */
export function retryIsDue(attempts: number, lastTriedAt: Date, now: Date): boolean {
  return now.getTime() - lastTriedAt.getTime() >= retryDelayMs(attempts);
}
