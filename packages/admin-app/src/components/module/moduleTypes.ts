/** How the server describes a module (`POST /api/<m>/meta`); the blocks render from it. */
export type FieldType = "integer" | "string" | "boolean" | "datetime" | "integerList";
export type FilterKind = "exact" | "contains" | "range" | "oneOf";
export type ModuleAction = "index" | "add" | "edit" | "del" | "status" | "export";

export interface FieldOption {
  value: string | number | boolean;
  label: string;
}

export interface ModuleColumn {
  key: string;
  type: FieldType;
  /** Already in the operator's language. */
  label: string;
  list: boolean;
  form: boolean;
  sortable: boolean;
  filter: FilterKind | null;
  /** "create": only when adding (a password an edit may leave empty). */
  required: boolean | "create";
  min: number | null;
  max: number | null;
  unique: boolean;
  options: FieldOption[] | null;
  dictionary: string | null;
  /** "money": integer cents, typed and shown in 元 by the screen's own input. */
  kind?: "money" | null | undefined;
  export: boolean;
}

export interface ModuleMeta {
  module: string;
  permission: string;
  title: string;
  actions: ModuleAction[];
  tree: { parent: string } | null;
  pageSizes: number[];
  defaultOrder: { field: string; type: "asc" | "desc" };
  columns: ModuleColumn[];
}

export type ModuleRow = Record<string, unknown> & { id: number; children?: ModuleRow[] };

export interface ListAnswer {
  total: number;
  data: ModuleRow[];
}

export interface ListQuery {
  page: number;
  limit: number;
  order_field?: string;
  order_type?: "asc" | "desc";
  [filter: string]: unknown;
}

export interface FieldError {
  field: string;
  message: string;
}
