export { isCancellation, UploadError, type UploadErrorCode } from "./errors";
export {
  type CreateHasher,
  createDefaultHasher,
  createInlineHasher,
  createWorkerHasher,
  type FileHasher,
  WorkerUnavailableError,
} from "./hasher";
export {
  createBestMd5,
  createSparkMd5,
  createWasmMd5,
  type HashBlobOptions,
  type IncrementalMd5,
  md5OfBlob,
} from "./md5";
export {
  CHUNK_SIZE,
  chunkCountOf,
  type FirmwareRecord,
  type MediaRecord,
  type MediaType,
  type UploadKind,
} from "./media-record";
export {
  UPLOADER_LOCALES,
  type UploaderLocale,
  type UploaderMessageKey,
  uploaderMessage,
} from "./messages";
export type { UploadPhase, UploadProgress } from "./progress-meter";
export { backoffDelay, DEFAULT_RETRY, type RetryPolicy } from "./retry";
export type { FetchLike } from "./upload-api";
export {
  createUploader,
  type FirmwareUploader,
  type Uploader,
  type UploaderOptions,
  type UploadHandle,
  type UploadOptions,
  type UploadResult,
  type UploadStatus,
} from "./uploader";
export {
  ACCEPTED_EXTENSIONS,
  checkFile,
  EDITOR_UPLOAD_LIMITS,
  extensionOf,
  mediaTypeOf,
  type UploadLimits,
} from "./validate-file";
