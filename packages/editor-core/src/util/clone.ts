/** A deep copy of a JSON-like value (documents hold only JSON data). */
export function cloneJson<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
