import { UploadError } from "./errors";
import { type CreateHasher, createDefaultHasher } from "./hasher";
import type { FirmwareRecord, MediaRecord, MediaType, UploadKind } from "./media-record";
import { type UploaderLocale, uploaderMessage } from "./messages";
import { cancelledError, PauseGate } from "./pause-gate";
import { ProgressMeter, type UploadProgress } from "./progress-meter";
import { DEFAULT_RETRY, type RetryPolicy, withRetry } from "./retry";
import { createUploadApi, type FetchLike, type UploadApi } from "./upload-api";
import { uploadInChunks } from "./upload-chunks";
import { uploadDirect } from "./upload-direct";
import type { UploadStep } from "./upload-step";
import { checkFile, type UploadLimits } from "./validate-file";

export interface UploaderOptions {
  /** The API base URL; calls go to `${baseUrl}/api/upload/...`. */
  baseUrl: string;
  /** The signed-in user's token, sent as `Authorization: Bearer`. */
  getToken: () => string | undefined | null | Promise<string | undefined | null>;
  /** Chunks in flight at once. */
  concurrency?: number | undefined;
  limits?: UploadLimits | undefined;
  locale?: UploaderLocale | undefined;
  fetch?: FetchLike | undefined;
  createHasher?: CreateHasher | undefined;
  /** Where the built hash worker lives, when a bundler cannot follow the default. */
  workerUrl?: string | URL | undefined;
  retry?: Partial<RetryPolicy> | undefined;
  /** Clock in milliseconds, for speed and time left. */
  now?: (() => number) | undefined;
}

export interface UploadOptions {
  type: MediaType;
  /** The library category; 0 means none. */
  cateId?: number | undefined;
  /**
   * Asked once the file is hashed: true sends it straight to the store with a policy the server
   * signs (`getAliPoint`, S3 storage) instead of in chunks through the server.
   */
  direct?: (() => Promise<boolean>) | undefined;
}

export interface UploadResult<R = MediaRecord> {
  record: R;
  /** True when the server already held this file: nothing was sent. */
  alreadyUploaded: boolean;
  /** 已经上传过该文件 (in the uploader's locale) when `alreadyUploaded`. */
  message?: string | undefined;
}

export type UploadStatus = "running" | "paused" | "done" | "failed" | "cancelled";

export interface UploadHandle<R = MediaRecord> {
  readonly file: File;
  /** Settles with the stored record; rejects with an UploadError. */
  readonly result: Promise<UploadResult<R>>;
  readonly status: UploadStatus;
  readonly progress: UploadProgress;
  /** Listens to progress; returns the function that stops listening. */
  onProgress(listener: (progress: UploadProgress) => void): () => void;
  onStatus(listener: (status: UploadStatus) => void): () => void;
  pause(): void;
  resume(): void;
  cancel(): void;
}

export interface Uploader {
  upload(file: File, options: UploadOptions): UploadHandle;
}

/** Device firmware files: the same hashing, resume and merge, to the firmware calls. */
export interface FirmwareUploader {
  uploadFirmware(file: File): UploadHandle<FirmwareRecord>;
}

export function createUploader(options: UploaderOptions): Uploader & FirmwareUploader {
  const locale = options.locale ?? "zh-cn";
  const apiOptions = {
    baseUrl: options.baseUrl,
    getToken: options.getToken,
    fetch: options.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init)),
    locale,
  };
  const settings: UploadSettings = {
    api: createUploadApi(apiOptions),
    locale,
    concurrency: Math.max(1, options.concurrency ?? 3),
    limits: options.limits ?? {},
    retry: { ...DEFAULT_RETRY, ...options.retry },
    createHasher: options.createHasher ?? (() => createDefaultHasher(options.workerUrl)),
    now: options.now ?? (() => Date.now()),
  };
  const firmware = {
    ...settings,
    api: createUploadApi({ ...apiOptions, chunkPath: FIRMWARE_PATH }),
  };
  return {
    upload: (file, uploadOptions) => startUpload(file, uploadOptions, settings),
    // The firmware calls answer a FirmwareRecord where the media calls answer a MediaRecord.
    uploadFirmware: (file) =>
      startUpload(file, { type: "firmware" }, firmware) as unknown as UploadHandle<FirmwareRecord>,
  };
}

const FIRMWARE_PATH = "/api/firmware/upload";

interface UploadSettings {
  api: UploadApi;
  locale: UploaderLocale;
  concurrency: number;
  limits: UploadLimits;
  retry: RetryPolicy;
  createHasher: CreateHasher;
  now: () => number;
}

/** The options of one upload inside the uploader: a media kind, or firmware (no library, no direct). */
type KindOptions = Omit<UploadOptions, "type"> & { type: UploadKind };

function startUpload(file: File, options: KindOptions, s: UploadSettings): UploadHandle {
  const lifetime = new AbortController();
  const cancelled = () => cancelledError(uploaderMessage(s.locale, "cancelled"));
  const gate = new PauseGate(lifetime.signal, cancelled);
  const meter = new ProgressMeter(file.size, s.now);
  const progressListeners = new Set<(progress: UploadProgress) => void>();
  const statusListeners = new Set<(status: UploadStatus) => void>();
  let progress = meter.enter("hashing");
  let status: UploadStatus = "running";

  const report = (next: UploadProgress) => {
    progress = next;
    for (const listener of progressListeners) listener(next);
  };
  const setStatus = (next: UploadStatus) => {
    if (status === next) return;
    status = next;
    for (const listener of statusListeners) listener(next);
  };

  /** One server call, retried on transient failures and repeated after a pause. */
  async function call<T>(request: (signal: AbortSignal) => Promise<T>): Promise<T> {
    for (;;) {
      await gate.wait();
      try {
        return await withRetry(() => request(gate.signal), s.retry, gate.signal);
      } catch (error) {
        if (lifetime.signal.aborted) throw cancelled();
        // A pause aborted the request: it is sent again once resumed.
        if (gate.isPaused) continue;
        throw error;
      }
    }
  }

  async function run(): Promise<UploadResult> {
    const invalid = checkFile(file, options.type, s.limits, s.locale);
    if (invalid) throw invalid;

    // A worker's last progress message can arrive after its answer; by then the phase has moved on.
    let hashing = true;
    const fileSign = await s
      .createHasher()
      .hash(file, (bytes) => hashing && report(meter.advance(bytes)), lifetime.signal);
    hashing = false;

    report(meter.enter("checking"));
    const existing = await call((signal) => s.api.findByMd5(fileSign, signal));
    if (existing.is_true && existing.file) {
      report(meter.enter("done", file.size));
      const message = uploaderMessage(s.locale, "alreadyUploaded");
      return { record: existing.file, alreadyUploaded: true, message };
    }

    const step: UploadStep = {
      file,
      type: options.type,
      cateId: options.cateId,
      fileSign,
      api: s.api,
      locale: s.locale,
      concurrency: s.concurrency,
      meter,
      report,
      call,
    };
    if (options.direct && (await options.direct())) {
      const sent = await uploadDirect(step);
      if (sent) return sent;
      // The store could not be reached from here: the chunks through our own server still work.
    }
    return uploadInChunks(step);
  }

  const result = run().then(
    (value) => {
      setStatus("done");
      return value;
    },
    (error: unknown) => {
      const final = lifetime.signal.aborted ? cancelled() : explain(error, options.type, s.locale);
      setStatus(final.code === "cancelled" ? "cancelled" : "failed");
      throw final;
    },
  );
  // The caller may only listen to events; an unobserved rejection must not crash the host.
  result.catch(() => {});

  return {
    file,
    result,
    get status() {
      return status;
    },
    get progress() {
      return progress;
    },
    onProgress(listener) {
      progressListeners.add(listener);
      return () => progressListeners.delete(listener);
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    pause() {
      if (status !== "running") return;
      gate.pause();
      setStatus("paused");
    },
    resume() {
      if (status !== "paused") return;
      gate.resume();
      setStatus("running");
    },
    cancel() {
      if (status === "done" || status === "failed" || status === "cancelled") return;
      lifetime.abort();
    },
  };
}

/**
 * Gives transient failures that survived every retry (network, 5xx) the spec's "upload again"
 * wording; refusals (code 1, 4xx with statusmessage) and the pre-checks already say what is wrong.
 */
function explain(error: unknown, type: UploadKind, locale: UploaderLocale): UploadError {
  if (error instanceof UploadError && !error.retryable) return error;
  const status = error instanceof UploadError ? error.options.status : undefined;
  const message = uploaderMessage(locale, type === "image" ? "imageUploadFailed" : "uploadAgain");
  return new UploadError(error instanceof UploadError ? error.code : "network", message, {
    status,
  });
}
