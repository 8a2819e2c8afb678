/**
 * Freezes a JSON-like value and everything inside it. Editor state is shared between undo steps
 * (structural sharing), so a host that mutated it by mistake would corrupt history; freezing turns
 * that mistake into an immediate TypeError instead.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}

/**
 * Whether a value and everything inside it is frozen (a document this package made or read): such
 * a value can be kept as it is where a copy would only protect the caller's data from freezing.
 */
export function isDeepFrozen(value: unknown): boolean {
  // A function or symbol is no JSON value: the copy refuses it with its message.
  if (typeof value === "function" || typeof value === "symbol") return false;
  if (typeof value !== "object" || value === null) return true;
  return Object.isFrozen(value) && Object.values(value).every(isDeepFrozen);
}
