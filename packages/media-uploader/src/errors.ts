/**
 * Why an upload stopped. `retryable` marks the failures worth another attempt (a dropped
 * connection or a 5xx answer); everything else is final and carries a message for the operator.
 */
export type UploadErrorCode =
  | "unsupported-type"
  | "empty-file"
  | "too-large"
  | "rejected"
  | "unauthorized"
  | "http"
  | "network"
  | "cancelled";

export class UploadError extends Error {
  override readonly name = "UploadError";
  constructor(
    readonly code: UploadErrorCode,
    message: string,
    readonly options: { retryable?: boolean | undefined; status?: number | undefined } = {},
  ) {
    super(message);
  }

  get retryable(): boolean {
    return this.options.retryable === true;
  }
}

export function isCancellation(error: unknown): boolean {
  return error instanceof UploadError && error.code === "cancelled";
}
