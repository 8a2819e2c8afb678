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
