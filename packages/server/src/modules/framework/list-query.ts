import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Translate } from "../messages.js";
import type { ModuleDeclaration, ModuleField } from "./types.js";
import { isEmpty, parseIds, parseValue } from "./values.js";

export const PAGE_SIZES = [10, 20, 30, 50, 100, 200] as const;
const DEFAULT_LIMIT = 10;
/** Keys of a list request that are not filters. */
const RESERVED = new Set([
  "page",
  "limit",
  "order_field",
  "order_type",
  "is_down",
  "format",
  "ids",
  "tz",
]);
const MAX_TEXT_FILTER = 200;
const MAX_ONE_OF = 100;

export interface ListQuery {
  page: number;
  limit: number;
  /** The filters as SQL whose values are placeholders, filled from `params` when it runs. */
  where: SQL | undefined;
  params: Record<string, unknown>;
  /**
   * What the statement's text depends on: the filters in order with their kind of value, and the
   * order. Requests of equal shape share one prepared statement and differ only in `params`.
   */
  shape: string;
  orderBy: SQL[];
  /** Export of the selected rows only (`ids=1,2`). */
  ids: number[] | undefined;
  /** The applied filters as text: equal keys mean the same rows (list totals are cached by it). */
  filterKey: string;
}

export type ListParse = { ok: true; query: ListQuery } | { ok: false; msg: string };

/** `%`, `_` and `\` typed by a user are literal characters, not LIKE wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function isDateOnly(raw: unknown): boolean {
  return typeof raw === "string" && /^\d{4}-\d{2}-\d{2}$/.test(raw.trim());
}

/**
 * Gives each filter value a numbered placeholder and keeps the value for when the statement runs,
 * so a statement's text never depends on the values, only on the request's shape.
 */
class Bindings {
  readonly params: Record<string, unknown> = {};
  private next = 0;

  /** With a column, the value is converted for it (dates for timestamps) when the statement runs. */
  bind(value: unknown, column?: AnyPgColumn): SQL {
    const name = `p${this.next++}`;
    this.params[name] = value;
    const slot = sql.placeholder(name);
    return column ? sql`${sql.param(slot, column)}` : sql`${slot}`;
  }
}

interface FieldIndex {
  byKey: Map<string, ModuleField>;
  /** The first field of each key that may be filtered by. */
  filters: Map<string, ModuleField>;
}

/** Per declaration, built on its first list request: every list call looks its fields up by key. */
const fieldIndexes = new WeakMap<ModuleDeclaration, FieldIndex>();

function fieldIndex(declaration: ModuleDeclaration): FieldIndex {
  let index = fieldIndexes.get(declaration);
  if (!index) {
    const filters = new Map<string, ModuleField>();
    for (const f of declaration.fields) if (f.filter && !filters.has(f.key)) filters.set(f.key, f);
    index = { byKey: new Map(declaration.fields.map((f) => [f.key, f])), filters };
    fieldIndexes.set(declaration, index);
  }
  return index;
}

/**
 * Reads page, size, order and filters from a list request. Only declared names are accepted; every
 * value is converted to its column's type and reaches SQL as a parameter, never as text.
 */
export function parseListRequest(
  declaration: ModuleDeclaration,
  body: Record<string, unknown>,
  t: Translate,
): ListParse {
  let page = 1;
  if (!isEmpty(body.page)) {
    const parsed = parseValue("integer", body.page);
    if (!parsed.ok || (parsed.value as number) < 1) return { ok: false, msg: t("list.badPage") };
    page = parsed.value as number;
  }
  let limit = DEFAULT_LIMIT;
  if (!isEmpty(body.limit)) {
    const parsed = parseValue("integer", body.limit);
    if (!parsed.ok || !(PAGE_SIZES as readonly number[]).includes(parsed.value as number))
      return { ok: false, msg: t("list.badLimit") };
    limit = parsed.value as number;
  }

  const { byKey, filters } = fieldIndex(declaration);
  let orderField = byKey.get(declaration.defaultOrder.key);
  let direction: "asc" | "desc" = declaration.defaultOrder.direction;
  if (!isEmpty(body.order_field)) {
    const name = body.order_field;
    const field =
      typeof name === "string"
        ? declaration.fields.find(
            (f) => f.sortable && f.column && (f.key === name || f.column.name === name),
          )
        : undefined;
    if (!field) {
      // Only a name is quoted back: String() of an object whose toString is data throws.
      const quoted = typeof name === "string" || typeof name === "number" ? String(name) : "?";
      return { ok: false, msg: t("list.badOrderField", { field: quoted.slice(0, 64) }) };
    }
    orderField = field;
  }
  if (!isEmpty(body.order_type)) {
    const type = typeof body.order_type === "string" ? body.order_type.toLowerCase() : "";
    if (type !== "asc" && type !== "desc") return { ok: false, msg: t("list.badOrderType") };
    direction = type;
  }

  const conditions: SQL[] = [];
  const applied: Array<[string, unknown]> = [];
  const bindings = new Bindings();
  const shape: string[] = [];
  for (const [name, raw] of Object.entries(body)) {
    if (RESERVED.has(name)) continue;
    const field = filters.get(name);
    if (!field) return { ok: false, msg: t("list.unknownFilter", { field: name.slice(0, 64) }) };
    if (isEmpty(raw)) continue;
    const condition = filterCondition(field, raw, bindings);
    if (!condition) return { ok: false, msg: t("list.badFilter", { field: name }) };
    conditions.push(condition.sql);
    shape.push(`${name}:${condition.variant}`);
    applied.push([name, raw]);
  }

  let ids: number[] | undefined;
  if (!isEmpty(body.ids)) {
    ids = parseIds(body.ids);
    if (!ids) return { ok: false, msg: t("ids.bad") };
    conditions.push(
      inArray(
        declaration.id,
        ids.map((id) => bindings.bind(id, declaration.id)),
      ),
    );
    shape.push(`ids:${ids.length}`);
  }

  const orderBy: SQL[] = [];
  if (orderField?.column) {
    orderBy.push(direction === "asc" ? asc(orderField.column) : desc(orderField.column));
  }
  // A unique tie-breaker keeps pages stable when many rows share the sorted value.
  if (orderField?.column !== declaration.id)
    orderBy.push(direction === "asc" ? asc(declaration.id) : desc(declaration.id));

  return {
    ok: true,
    query: {
      page,
      limit,
      where: conditions.length > 0 ? and(...conditions) : undefined,
      params: bindings.params,
      shape: JSON.stringify([shape, orderField?.key ?? null, direction]),
      orderBy,
      ids,
      filterKey: JSON.stringify([
        applied.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        ids ?? null,
      ]),
    },
  };
}

/**
 * One filter as SQL with its values as placeholders, and its variant: what else, besides the field,
 * the SQL's text depends on (how many values, which ends of a range). Undefined when the value is
 * unusable.
 */
function filterCondition(
  field: ModuleField,
  raw: unknown,
  bindings: Bindings,
): { sql: SQL; variant: string } | undefined {
  const column = field.column as AnyPgColumn | undefined;
  const valueType = field.type === "integerList" ? "integer" : field.type;
  switch (field.filter) {
    case "contains": {
      if (typeof raw !== "string" && typeof raw !== "number") return undefined;
      const text = String(raw);
      if (text.length > MAX_TEXT_FILTER || text.includes("\u0000") || !column) return undefined;
      return { sql: ilike(column, bindings.bind(`%${escapeLike(text)}%`)), variant: "contains" };
    }
    case "exact": {
      const parsed = parseValue(valueType, raw);
      if (!parsed.ok) return undefined;
      if (typeof parsed.value === "string" && parsed.value.length > MAX_TEXT_FILTER)
        return undefined;
      if (field.filterSql)
        return { sql: field.filterSql([bindings.bind(parsed.value)]), variant: "exact" };
      return column
        ? { sql: eq(column, bindings.bind(parsed.value, column)), variant: "exact" }
        : undefined;
    }
    case "oneOf": {
      const list = Array.isArray(raw) ? raw : [raw];
      if (list.length === 0 || list.length > MAX_ONE_OF) return undefined;
      const values: unknown[] = [];
      for (const item of list) {
        const parsed = parseValue(valueType, item);
        if (!parsed.ok) return undefined;
        values.push(parsed.value);
      }
      const variant = `oneOf${values.length}`;
      if (field.filterSql)
        return { sql: field.filterSql(values.map((v) => bindings.bind(v))), variant };
      return column
        ? {
            sql: inArray(
              column,
              values.map((v) => bindings.bind(v, column)),
            ),
            variant,
          }
        : undefined;
    }
    case "range": {
      if (!Array.isArray(raw) || raw.length !== 2 || !column) return undefined;
      const [from, to] = raw;
      const parts: SQL[] = [];
      let variant = "range";
      if (!isEmpty(from)) {
        const parsed = parseValue(valueType, from);
        if (!parsed.ok) return undefined;
        parts.push(gte(column, bindings.bind(parsed.value, column)));
        variant += ">=";
      }
      if (!isEmpty(to)) {
        const parsed = parseValue(valueType, to);
        if (!parsed.ok) return undefined;
        if (field.type === "datetime") {
          // Time ranges are half-open, [from, to): the app sends the start of the day after the
          // last local day it means, and rows at any fraction of a second before it are in. A
          // day without a time (API clients) includes that whole UTC day.
          const end = isDateOnly(to)
            ? new Date((parsed.value as Date).getTime() + 86_400_000)
            : (parsed.value as Date);
          parts.push(lt(column, bindings.bind(end, column)));
          variant += "<";
        } else {
          parts.push(lte(column, bindings.bind(parsed.value, column)));
          variant += "<=";
        }
      }
      // `[null, null]` (both ends cleared in the form) filters nothing.
      return { sql: parts.length > 0 ? and(...parts)! : sql`true`, variant };
    }
    default:
      return undefined;
  }
}
