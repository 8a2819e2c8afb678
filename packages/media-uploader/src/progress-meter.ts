/** What the upload is doing now. */
export type UploadPhase = "hashing" | "checking" | "uploading" | "merging" | "done";

export interface UploadProgress {
  phase: UploadPhase;
  /** Bytes done in this phase: hashed while hashing, stored on the server while uploading. */
  loaded: number;
  total: number;
  /** 0 to 100 within the phase. */
  percent: number;
  /** Bytes per second over the last few seconds; 0 until there is a measurement. */
  speed: number;
  /** Seconds left in this phase at the current speed; undefined until there is a speed. */
  remainingSeconds: number | undefined;
}

const WINDOW_MS = 3000;

/**
 * Turns "so many bytes done" into speed and time left, averaged over a short sliding window so a
 * single slow chunk does not make the estimate jump.
 */
export class ProgressMeter {
  private samples: { at: number; bytes: number }[] = [];
  private phase: UploadPhase = "hashing";
  private loaded = 0;

  constructor(
    private readonly total: number,
    private readonly now: () => number,
  ) {}

  /** Starts a phase; `alreadyDone` bytes count as done but not towards the speed. */
  enter(phase: UploadPhase, alreadyDone = 0): UploadProgress {
    this.phase = phase;
    this.loaded = alreadyDone;
    this.samples = [{ at: this.now(), bytes: alreadyDone }];
    return this.snapshot();
  }

  advance(loaded: number): UploadProgress {
    this.loaded = Math.min(this.total, loaded);
    const at = this.now();
    this.samples.push({ at, bytes: this.loaded });
    while (this.samples.length > 2 && at - (this.samples[1]?.at ?? at) >= WINDOW_MS) {
      this.samples.shift();
    }
    return this.snapshot();
  }

  snapshot(): UploadProgress {
    const first = this.samples[0];
    const last = this.samples[this.samples.length - 1];
    const elapsed = first && last ? (last.at - first.at) / 1000 : 0;
    const speed = first && last && elapsed > 0 ? (last.bytes - first.bytes) / elapsed : 0;
    const left = this.total - this.loaded;
    return {
      phase: this.phase,
      loaded: this.loaded,
      total: this.total,
      percent: this.total === 0 ? 100 : Math.round((this.loaded / this.total) * 1000) / 10,
      speed,
      remainingSeconds: left === 0 ? 0 : speed > 0 ? left / speed : undefined,
    };
  }
}
