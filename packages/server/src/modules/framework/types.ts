import type { TSchema } from "@sinclair/typebox";
import type { SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import type { ServerContext } from "../../context.js";
import type { Db } from "../../db/database.js";
import type { Locale } from "../../i18n/messages.js";
import type { ModuleMessageKey, Translate } from "../messages.js";

/** A text in each interface language. */
export type Text3 = Record<Locale, string>;

/** How a value is read from a request and written to its column. */
export type FieldType = "integer" | "string" | "boolean" | "datetime" | "integerList";

/** exact: equals; contains: case-insensitive substring; range: `[from, to]`; oneOf: any of a list. */
export type FilterKind = "exact" | "contains" | "range" | "oneOf";

export type Action = "index" | "add" | "edit" | "del" | "status" | "export";

/**
 * Names for stored values in an export (an id's name, a code's label): called once per export with
 * every distinct non-empty value of the column (each item of a list value); answers text by
 * `String(value)`. A value it leaves out is written as stored. Build one with `lookupLabels`
 * (`export-labels.ts`).
 */
export type ExportLabels = (
  db: Db,
  values: unknown[],
  locale: Locale,
) => Promise<Map<string, string>>;

export interface FieldOption {
  value: string | number | boolean;
  label: Text3;
}

export interface FieldError {
  field: string;
  message: string;
}

export interface ModuleField {
  /** The name clients use in bodies, filters, order_field and answers. */
  key: string;
  /** The column it lives in; absent for form-only fields (confirm password, granted menus). */
  column?: AnyPgColumn;
  type: FieldType;
  label: Text3;
  sortable?: boolean;
  filter?: FilterKind;
  /** A filter that is not a plain column comparison (e.g. "users holding role 3"); value is checked first. */
  filterSql?: (value: unknown) => SQL;
  /** true: always; "create": only when adding (e.g. a password that edits may leave empty). */
  required?: boolean | "create";
  /** Clients may set it through add; false for ids, timestamps and counters the server maintains. */
  writable?: boolean;
  /** Never selected, so it cannot leave the server (password hashes). */
  hidden?: boolean;
  /** Values that must not be written into the operation log summary (logged as `***`). */
  secret?: boolean;
  /** false: left out of the operation log summary entirely (a confirmation that repeats a field). */
  logged?: boolean;
  /** Shown in list answers (default true for column fields that are not hidden). */
  list?: boolean;
  /** In exported files (default: same as list). */
  export?: boolean;
  /** Length for strings, value for integers. */
  min?: number;
  max?: number;
  pattern?: { regex: RegExp; message: ModuleMessageKey };
  options?: FieldOption[];
  /** Code of a dictionary type whose items are the allowed values (selects load them). */
  dictionary?: string;
  /** No two rows share the value; "ignoreCase" when the value is matched case-insensitively (sign-in names). */
  unique?: boolean | "ignoreCase";
  default?: unknown;
  /** "money": an integer of cents, exported in yuan with two decimals (header unit 元 / yuan). */
  kind?: "money";
  /** Names instead of stored values in exports (ids of other rows); a list gives each, comma-separated. */
  exportLabels?: ExportLabels;
  /**
   * The exported cell from the whole (decorated) row, when the name is already there: a SKU's
   * product and spec text instead of its id. Formatted like a stored value afterwards.
   */
  exportValue?: (row: Row, locale: Locale) => unknown;
}

export type Row = Record<string, unknown>;

export interface SaveContext {
  request: FastifyRequest;
  ctx: ServerContext;
  t: Translate;
  isCreate: boolean;
  /** The stored row before an edit (visible fields, by key). */
  existing: Row | undefined;
  /** Checked and converted input, by key (only the fields present). */
  input: Row;
  /** Fields a hook adds to the save's answer next to `id` (a device's secret, shown once). */
  answer?: Row;
}

export interface ModuleHooks {
  /** Cross-field and database checks after each field passed its own rules. */
  validate?(save: SaveContext): Promise<FieldError[]>;
  /** Turns checked input into column values (by field key), e.g. hashing a password. */
  prepare?(save: SaveContext, values: Row): Promise<Row>;
  /** Writes relations in the same transaction as the row (granted menus, user roles). */
  afterSave?(tx: Db, id: number, save: SaveContext): Promise<void>;
  /**
   * Field messages for a unique index the save ran into after `validate` passed: another save
   * committed the same value in between. Without it (or when it answers nothing) the answer names
   * the declaration's first unique field, which may not be the one that clashed.
   */
  uniqueViolation?(error: unknown, save: SaveContext): Promise<FieldError[] | undefined>;
  /**
   * The rows an export writes, from the selected and decorated ones: several lines for one row (a
   * product's SKUs), in order. Export-only fields (`export: true`, no column) carry what it adds.
   */
  exportRows?(db: Db, rows: Row[], locale: Locale): Promise<Row[]>;
  /** Adds relation fields to answered rows (role ids, menu ids). */
  decorate?(db: Db, rows: Row[]): Promise<Row[]>;
  /** A refusal message for deleting these ids, or undefined to go ahead. */
  beforeDelete?(
    db: Db,
    ids: number[],
    request: FastifyRequest,
    t: Translate,
  ): Promise<string | undefined>;
  /** A refusal message for setting this status, or undefined to go ahead. */
  beforeStatus?(
    db: Db,
    ids: number[],
    status: number,
    request: FastifyRequest,
    t: Translate,
  ): Promise<string | undefined>;
  /** Side effects once a change is stored (revoking a disabled user's sessions); `request` made it. */
  afterChange?(
    ctx: ServerContext,
    ids: number[],
    changed: Row,
    request: FastifyRequest,
  ): Promise<void>;
}

export interface ModuleDeclaration {
  /** The route segment: `/api/<name>/index`. */
  name: string;
  /** Permission prefix (`<permission>:index`); several modules may share one (dic and its items). */
  permission: string;
  title: Text3;
  table: PgTable;
  id: AnyPgColumn;
  fields: ModuleField[];
  actions: Action[];
  /** A tree module's parent column key: `list` answers nested `children`. */
  treeParent?: string;
  /**
   * The schema of an `index` answer (`{code, msg, data: {total, data}}`), set as its
   * `schema.response[200]`: Fastify serialises the page with it, dropping any key it does not name.
   */
  indexAnswer?: TSchema;
  defaultOrder: { key: string; direction: "asc" | "desc" };
  /** The field that names a row in log summaries. */
  nameField?: string;
  hooks?: ModuleHooks;
}
