import {
  checkFile,
  extensionOf,
  type MediaRecord,
  UploadError,
  type UploaderLocale,
  type UploadHandle,
  type UploadLimits,
  type UploadOptions,
  type UploadPhase,
  type UploadProgress,
  type UploadResult,
  type UploadStatus,
  uploaderMessage,
} from "@vitrine/media-uploader";
import type { MediaCategory, MediaLibraryApi } from "./media-api";

export interface MemoryMediaApiOptions {
  media?: MediaRecord[] | undefined;
  categories?: MediaCategory[] | undefined;
  /** listMedia rejects with this message (the error state). */
  failLoading?: string | undefined;
  /** Uploads fail with this message after some progress. */
  failUploads?: string | undefined;
  /** Uploads stop at this percent and never finish (the uploading state). */
  stallUploadsAt?: number | undefined;
  /** Milliseconds per simulated 25 % of progress. */
  uploadStepMs?: number | undefined;
  limits?: UploadLimits | undefined;
  locale?: UploaderLocale | undefined;
}

/**
 * A media library held in memory, with uploads simulated on timers: for stories, tests and demos
 * that have no server. A file counts as "already uploaded" when one of the same name and size is
 * stored, standing in for the server's MD5 check.
 */
export function createMemoryMediaApi(options: MemoryMediaApiOptions = {}): MediaLibraryApi & {
  readonly media: MediaRecord[];
  readonly categories: MediaCategory[];
} {
  const media = [...(options.media ?? [])];
  const categories = [...(options.categories ?? [])];
  const locale = options.locale ?? "zh-cn";
  let nextId = Math.max(0, ...media.map((item) => item.id)) + 1;
  let nextCategoryId = Math.max(0, ...categories.map((category) => category.id)) + 1;

  const store = (file: File, uploadOptions: UploadOptions): MediaRecord => {
    const record: MediaRecord = {
      id: nextId++,
      url: typeof URL.createObjectURL === "function" ? URL.createObjectURL(file) : file.name,
      fileName: file.name,
      md5: `${file.name}:${file.size}`,
      ext: extensionOf(file.name),
      type: uploadOptions.type,
      size: file.size,
      cate_id: uploadOptions.cateId ?? 0,
      create_time: new Date().toISOString().slice(0, 19).replace("T", " "),
    };
    media.unshift(record);
    return record;
  };

  return {
    media,
    categories,
    async listMedia({ type, cateId, page, limit }) {
      if (options.failLoading) throw new Error(options.failLoading);
      const matching = media.filter(
        (item) => (!type || item.type === type) && (cateId === 0 || item.cate_id === cateId),
      );
      return { total: matching.length, data: matching.slice((page - 1) * limit, page * limit) };
    },
    async listCategories({ page, limit, keyword }) {
      const matching = categories.filter((c) => !keyword || c.title.includes(keyword));
      return { total: matching.length, data: matching.slice((page - 1) * limit, page * limit) };
    },
    async addCategory(title) {
      const category = { id: nextCategoryId++, title };
      categories.push(category);
      return category;
    },
    async deleteMedia(ids) {
      for (const id of ids) {
        const index = media.findIndex((item) => item.id === id);
        if (index >= 0) media.splice(index, 1);
      }
    },
    upload(file, uploadOptions) {
      const invalid = checkFile(file, uploadOptions.type, options.limits, locale);
      const existing = media.find((item) => item.md5 === `${file.name}:${file.size}`);
      return simulatedUpload(file, options, locale, invalid, existing, () =>
        store(file, uploadOptions),
      );
    },
  };
}

function simulatedUpload(
  file: File,
  options: MemoryMediaApiOptions,
  locale: UploaderLocale,
  invalid: UploadError | undefined,
  existing: MediaRecord | undefined,
  store: () => MediaRecord,
): UploadHandle {
  const progressListeners = new Set<(progress: UploadProgress) => void>();
  const statusListeners = new Set<(status: UploadStatus) => void>();
  const step = options.uploadStepMs ?? 150;
  let status: UploadStatus = "running";
  let progress = snapshot("hashing", 0, file.size);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settle: { resolve: (r: UploadResult) => void; reject: (e: UploadError) => void };
  const result = new Promise<UploadResult>((resolve, reject) => {
    settle = { resolve, reject };
  });
  result.catch(() => {});

  const setStatus = (next: UploadStatus) => {
    status = next;
    for (const listener of statusListeners) listener(next);
  };
  const report = (next: UploadProgress) => {
    progress = next;
    for (const listener of progressListeners) listener(next);
  };
  const fail = (error: UploadError) => {
    setStatus(error.code === "cancelled" ? "cancelled" : "failed");
    settle.reject(error);
  };

  let percent = 0;
  const tick = () => {
    if (status !== "running") return;
    if (existing) {
      report(snapshot("done", file.size, file.size));
      setStatus("done");
      settle.resolve({
        record: existing,
        alreadyUploaded: true,
        message: uploaderMessage(locale, "alreadyUploaded"),
      });
      return;
    }
    if (options.stallUploadsAt !== undefined && percent >= options.stallUploadsAt) return;
    if (options.failUploads && percent >= 50) {
      fail(new UploadError("rejected", options.failUploads));
      return;
    }
    if (percent >= 100) {
      report(snapshot("merging", file.size, file.size));
      const record = store();
      report(snapshot("done", file.size, file.size));
      setStatus("done");
      settle.resolve({ record, alreadyUploaded: false });
      return;
    }
    percent = Math.min(100, percent + 25);
    report(snapshot("uploading", Math.round((file.size * percent) / 100), file.size));
    timer = setTimeout(tick, step);
  };

  if (invalid) queueMicrotask(() => fail(invalid));
  else timer = setTimeout(tick, step);

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
      clearTimeout(timer);
      setStatus("paused");
    },
    resume() {
      if (status !== "paused") return;
      setStatus("running");
      timer = setTimeout(tick, step);
    },
    cancel() {
      if (status !== "running" && status !== "paused") return;
      clearTimeout(timer);
      fail(new UploadError("cancelled", uploaderMessage(locale, "cancelled")));
    },
  };
}

function snapshot(phase: UploadPhase, loaded: number, total: number): UploadProgress {
  return {
    phase,
    loaded,
    total,
    percent: total === 0 ? 100 : Math.round((loaded / total) * 100),
    speed: phase === "uploading" ? 512 * 1024 : 0,
    remainingSeconds: phase === "uploading" ? (total - loaded) / (512 * 1024) : undefined,
  };
}
