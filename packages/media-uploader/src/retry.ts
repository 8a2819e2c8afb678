import { UploadError } from "./errors";

export interface RetryPolicy {
  /** Attempts after the first one. */
  retries: number;
  /** Wait before the first retry; each next wait doubles, capped at `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { retries: 4, baseDelayMs: 500, maxDelayMs: 8000 };

export function backoffDelay(attempt: number, policy: RetryPolicy): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
}

/**
 * Runs `task` again after exponential waits, but only for retryable failures (network errors and
 * 5xx): a refusal by the server would only be refused again.
 */
export async function withRetry<T>(
  task: () => Promise<T>,
  policy: RetryPolicy,
  signal: AbortSignal,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      const retryable = error instanceof UploadError && error.retryable;
      if (!retryable || attempt >= policy.retries || signal.aborted) throw error;
      await sleep(backoffDelay(attempt, policy), signal);
    }
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
  });
}
