/** Every `/api` answer: `{code, msg, data}` (architecture, Contracts). */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export const CODE_OK = 0;
/** A failure whose `msg` is meant for the operator, already in their language. */
export const CODE_FAILED = 1;
/** Not signed in, or the session expired. */
export const CODE_UNAUTHORIZED = 401;
/** Signed out by the server (revoked, password changed). */
export const CODE_SIGNED_OUT = 4001;

export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { code?: unknown }).code === "number"
  );
}

export function endsSession(code: number): boolean {
  return code === CODE_UNAUTHORIZED || code === CODE_SIGNED_OUT;
}
