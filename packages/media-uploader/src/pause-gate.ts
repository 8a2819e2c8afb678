import { UploadError } from "./errors";

/**
 * Pause and resume for one upload. While paused, `wait()` holds every step; `signal` aborts the
 * requests in flight so pausing stops the traffic at once (their chunks are sent again on resume).
 */
export class PauseGate {
  private paused = false;
  private pauseController = new AbortController();
  private waiters: { resolve: () => void; reject: (error: unknown) => void }[] = [];

  constructor(
    private readonly lifetime: AbortSignal,
    private readonly cancelledError: () => UploadError,
  ) {
    lifetime.addEventListener("abort", () => {
      for (const waiter of this.waiters.splice(0)) waiter.reject(this.cancelledError());
    });
  }

  get isPaused(): boolean {
    return this.paused;
  }

  /** Aborts when the upload is cancelled or paused. */
  get signal(): AbortSignal {
    return AbortSignal.any([this.lifetime, this.pauseController.signal]);
  }

  pause(): void {
    if (this.paused) return;
    this.paused = true;
    this.pauseController.abort();
  }

  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    this.pauseController = new AbortController();
    for (const waiter of this.waiters.splice(0)) waiter.resolve();
  }

  wait(): Promise<void> {
    if (this.lifetime.aborted) return Promise.reject(this.cancelledError());
    if (!this.paused) return Promise.resolve();
    return new Promise((resolve, reject) => this.waiters.push({ resolve, reject }));
  }
}

export function cancelledError(message: string): UploadError {
  return new UploadError("cancelled", message);
}
