/**
 * Helpers for the dashboard's raw SQL. Both drivers answer sums as strings or bigints; every
 * figure goes through `num`. Lists go to PostgreSQL as one array literal bound as a parameter.
 */
export const num = (value: unknown): number =>
  value === null || value === undefined ? 0 : Number(value);

/** `{"a","b"}`: a PostgreSQL array literal of plain values (ISO times, metric names), never input. */
export function arrayLiteral(values: ReadonlyArray<string>): string {
  return `{${values.map((v) => `"${v.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`).join(",")}}`;
}
