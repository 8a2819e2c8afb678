import { asc, count, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/database.js";
import { quotedNames, type ReadCache } from "../../db/read-cache.js";
import { isoText } from "./iso-text.js";
import type { ModuleDeclaration, ModuleField, Row } from "./types.js";

/** Fields answered to clients: stored in a column and not hidden. */
export function visibleFields(declaration: ModuleDeclaration): ModuleField[] {
  return declaration.fields.filter((f) => f.column && !f.hidden);
}

/** The select list: only visible columns, under their client names; hidden columns are never read. */
export function selection(declaration: ModuleDeclaration): Record<string, AnyPgColumn> {
  return Object.fromEntries(visibleFields(declaration).map((f) => [f.key, f.column!]));
}

/** Field key → the table's property name, for inserts and updates through Drizzle. */
export function propertyNames(declaration: ModuleDeclaration): Map<string, string> {
  const byColumn = new Map<unknown, string>(
    Object.entries(getTableColumns(declaration.table)).map(([prop, column]) => [column, prop]),
  );
  const names = new Map<string, string>();
  for (const field of declaration.fields) {
    const prop = field.column ? byColumn.get(field.column) : undefined;
    if (prop) names.set(field.key, prop);
  }
  return names;
}

/** Tables each cached count reads, found once per distinct count from its generated SQL. */
const tablesByCount = new Map<string, string[]>();

/**
 * The number of rows matching `where`. With a cache and the filters' key, a repeated count is
 * answered without building its statement again.
 */
export async function countRows(
  db: Db,
  declaration: ModuleDeclaration,
  where: SQL | undefined,
  cache?: { store: ReadCache<number>; filterKey: string },
  params: Record<string, unknown> = {},
): Promise<number> {
  const build = () => db.select({ n: count() }).from(declaration.table).where(where);
  const run = async () => Number((await build().execute(params))[0]?.n ?? 0);
  if (!cache) return run();
  const key = `${declaration.name}\u0000${cache.filterKey}`;
  let tables = tablesByCount.get(key);
  if (!tables) {
    tables = quotedNames(build().toSQL().sql);
    if (tablesByCount.size >= 1_000) tablesByCount.clear();
    tablesByCount.set(key, tables);
  }
  return cache.store.get(key, tables, run);
}

export interface SelectOptions {
  /** May hold placeholders, filled from `params`. */
  where?: SQL | undefined;
  params?: Record<string, unknown>;
  orderBy?: SQL[];
  limit?: number;
  offset?: number;
  /**
   * The request's shape (`ListQuery.shape`) when `where` and `orderBy` follow from it alone: the
   * statement is then built once per shape and reused. Without it, the statement is built per call.
   */
  shape?: string;
}

type Statement = { execute(params: Record<string, unknown>): Promise<unknown[]> };

/**
 * Turns the driver's rows (arrays in select order) into answer rows, as drizzle's own mapping does
 * (each value through its column's `mapFromDriverValue`, nulls kept) but in one plain loop: drizzle's
 * general mapper, made for nested and joined selections, asks every value's field what kind of
 * entity it is, which was about 8% of a list call's server CPU.
 */
function rowMapper(fields: ReadonlyArray<[string, AnyPgColumn]>) {
  const keys = fields.map(([key]) => key);
  const columns = fields.map(([, column]) => column);
  return (rows: unknown[][]): Row[] =>
    rows.map((raw) => {
      const row: Row = {};
      for (let i = 0; i < keys.length; i++) {
        const value = raw[i];
        row[keys[i]!] = value === null ? null : columns[i]!.mapFromDriverValue(value);
      }
      return row;
    });
}

/**
 * Both drivers' prepared statements (postgres-js, PGlite) map rows with `customResultMapper` when
 * it is set, handing it the rows in select order; a flat selection's order is its keys' order.
 * Without that property (another drizzle version) drizzle's own mapping stays in place.
 */
function withRowMapper(statement: object, fields: ReadonlyArray<[string, AnyPgColumn]>) {
  if ("customResultMapper" in statement)
    (statement as { customResultMapper: unknown }).customResultMapper = rowMapper(fields);
  return statement as Statement;
}

/** Built statements per database and shape; a few dozen shapes are usual, the bound is a guard. */
const statements = new WeakMap<Db, Map<string, Statement>>();
const MAX_STATEMENTS = 500;

/**
 * The select for `options`. Limit and offset are placeholders too, so every page of one list is
 * one statement: the database parses it once per connection, and this server builds its text once
 * (building it was about half of a list call's server CPU).
 */
function buildSelect(db: Db, declaration: ModuleDeclaration, options: SelectOptions): Statement {
  const orderBy = options.orderBy ?? [asc(declaration.id)];
  let where = options.where;
  if (options.offset) {
    // A deep page: find its ids first, then read only those rows. The rows a page skips are then
    // passed over in an index holding the filter, sort and id columns (the logs have them), not
    // read from the table one by one. `= ANY(ARRAY(…))` rather than `IN (…)`: the ids become one
    // value computed first, and the rows are fetched by primary key. PostgreSQL plans that in half
    // the time (0.13 against 0.25 ms) and runs it faster (0.20 against 0.31 ms), and its plan does
    // not depend on the limit, where the `IN` form's generic plan scans the whole table.
    const ids = db
      .select({ id: declaration.id })
      .from(declaration.table)
      .where(options.where)
      .orderBy(...orderBy)
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"));
    where = sql`${declaration.id} = ANY(ARRAY(${ids}))`;
  }
  const fields = selection(declaration);
  let query = db
    .select(fields as never)
    .from(declaration.table)
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
  if (options.limit !== undefined && !options.offset) query = query.limit(sql.placeholder("limit"));
  // The name is only a label: the driver keys prepared statements by their text.
  return withRowMapper(query.prepare(`${declaration.name}_rows`), Object.entries(fields));
}

function cachedSelect(db: Db, declaration: ModuleDeclaration, options: SelectOptions): Statement {
  let byShape = statements.get(db);
  if (!byShape) {
    byShape = new Map();
    statements.set(db, byShape);
  }
  const key = JSON.stringify([
    declaration.name,
    options.shape,
    options.limit !== undefined,
    Boolean(options.offset),
  ]);
  let statement = byShape.get(key);
  if (!statement) {
    if (byShape.size >= MAX_STATEMENTS) byShape.clear();
    statement = buildSelect(db, declaration, options);
    byShape.set(key, statement);
  }
  return statement;
}

export async function selectRows(
  db: Db,
  declaration: ModuleDeclaration,
  options: SelectOptions,
): Promise<Row[]> {
  const statement =
    options.shape === undefined
      ? buildSelect(db, declaration, options)
      : cachedSelect(db, declaration, options);
  const rows = (await statement.execute({
    ...options.params,
    limit: options.limit,
    offset: options.offset,
  })) as Row[];
  return declaration.hooks?.decorate ? declaration.hooks.decorate(db, rows) : rows;
}

const dateKeys = new WeakMap<ModuleDeclaration, string[]>();

/**
 * Declared date and time fields of answered rows as the text JSON gives them (`toJSON`, so the
 * answer is the same): JSON.stringify leaves its fast path for a Date, and serialising a page of
 * rows holding Dates took twice as long as the same rows holding their text. `isoText` writes what
 * `toJSON` would, faster. Answers only: the export formats the Dates itself.
 */
export function datesAsJson(declaration: ModuleDeclaration, rows: Row[]): Row[] {
  let keys = dateKeys.get(declaration);
  if (!keys) {
    keys = visibleFields(declaration)
      .filter((f) => f.type === "datetime")
      .map((f) => f.key);
    dateKeys.set(declaration, keys);
  }
  if (keys.length === 0) return rows;
  for (const row of rows)
    for (const key of keys) {
      const value = row[key];
      if (value instanceof Date) row[key] = isoText(value);
    }
  return rows;
}

export async function rowsByIds(db: Db, declaration: ModuleDeclaration, ids: number[]) {
  if (ids.length === 0) return [];
  return selectRows(db, declaration, { where: inArray(declaration.id, ids) });
}

export interface TreeRow extends Row {
  children: TreeRow[];
}

/** Nests rows under their parents; rows whose parent is not in the list become roots. */
export function buildTree(rows: Row[], parentKey: string): TreeRow[] {
  const nodes = new Map<unknown, TreeRow>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const roots: TreeRow[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node[parentKey]);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
