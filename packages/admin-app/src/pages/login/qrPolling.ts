import type { QrStatus } from "../../api/auth";

export interface QrPollingOptions {
  qrId: string;
  check(qrId: string): Promise<QrStatus>;
  /** The token arrived: the operator confirmed on a signed-in device. */
  onToken(token: string): void;
  /** The code can no longer be used (expired, or its token went to another page): offer a refresh. */
  onExpired(): void;
  intervalMs?: number;
  timers?: Pick<typeof globalThis, "setTimeout" | "clearTimeout">;
}

export const QR_POLL_INTERVAL_MS = 2000;

/**
 * Asks the server about a QR code every ~2 s until it is confirmed or expired; returns `stop`.
 * The next question is only asked after the previous answer, so a slow server is never flooded,
 * and a failed question (network blip) is simply asked again on the next round.
 */
export function startQrPolling({
  qrId,
  check,
  onToken,
  onExpired,
  intervalMs = QR_POLL_INTERVAL_MS,
  timers = globalThis,
}: QrPollingOptions): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    if (!stopped) timer = timers.setTimeout(poll, intervalMs);
  };

  const poll = async () => {
    let answer: QrStatus;
    try {
      answer = await check(qrId);
    } catch {
      schedule();
      return;
    }
    if (stopped) return;
    if (answer.status === "pending") return schedule();
    stopped = true;
    // "confirmed" without a token: another page already received it, so this code is spent.
    if (answer.status === "confirmed" && answer.token) onToken(answer.token);
    else onExpired();
  };

  schedule();
  return () => {
    stopped = true;
    if (timer !== undefined) timers.clearTimeout(timer);
  };
}
