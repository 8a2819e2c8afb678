import type { UploadKind } from "./media-record";
import type { UploaderLocale } from "./messages";
import type { ProgressMeter, UploadProgress } from "./progress-meter";
import type { UploadApi } from "./upload-api";

/** What the sending phases of one upload share once its file is hashed (uploader.ts). */
export interface UploadStep {
  file: File;
  type: UploadKind;
  cateId: number | undefined;
  /** The file's MD5, which names it to the server. */
  fileSign: string;
  api: UploadApi;
  locale: UploaderLocale;
  concurrency: number;
  meter: ProgressMeter;
  report: (progress: UploadProgress) => void;
  /** One server call, retried on transient failures and repeated after a pause. */
  call: <T>(request: (signal: AbortSignal) => Promise<T>) => Promise<T>;
}
