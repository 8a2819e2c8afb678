/**
 * Why a call failed. `message` is always text an operator can read (already translated, or the
 * server's own `msg`), so a caller that shows errors itself can use it as it is.
 */
export type HttpErrorKind =
  /** The 50 s timeout elapsed. */
  | "timeout"
  /** No answer at all (offline, DNS, connection refused). */
  | "network"
  /** The caller aborted the call: nothing to show. */
  | "aborted"
  /** The body said 401 or 4001: the session is over. */
  | "session"
  /** The body carried another non-zero code. */
  | "business"
  /** An HTTP error status without a usable envelope. */
  | "http"
  /** An answer without data (empty or unreadable body). */
  | "no-data";

export class HttpError extends Error {
  override readonly name = "HttpError";

  constructor(
    readonly kind: HttpErrorKind,
    message: string,
    /** `data` is the envelope's `data` of a refused call (code 1 may carry `data.errors` per field). */
    readonly details: { status?: number; code?: number; data?: unknown } = {},
  ) {
    super(message);
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
