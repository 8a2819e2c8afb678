import { getTableColumns } from "drizzle-orm";
import type { ServerContext } from "../../context.js";
import { propertyNames } from "./rows.js";
import type { ModuleDeclaration, ModuleHooks, Row } from "./types.js";

/** What every write route of one module reads: its declaration and the names derived from it. */
export interface WriteScope {
  ctx: ServerContext;
  declaration: ModuleDeclaration;
  /** The routes' prefix: `/api/<module>`. */
  base: string;
  /** The permission of an action: `<module permission>:<action>`. */
  perm: (action: string) => string;
  /** Table property by field key. */
  props: Map<string, string>;
  hooks: ModuleHooks;
  /** Column values by table property, from values by field key. */
  toColumns: (values: Row) => Row;
}

export function writeScope(ctx: ServerContext, declaration: ModuleDeclaration): WriteScope {
  const props = propertyNames(declaration);
  const tableProps = new Set(Object.keys(getTableColumns(declaration.table)));
  function toColumns(values: Row): Row {
    const out: Row = {};
    for (const [key, value] of Object.entries(values)) {
      // Hooks may also set columns that no client sees (updatedAt) by their table property name.
      const prop = props.get(key) ?? (tableProps.has(key) ? key : undefined);
      if (prop && key !== "id") out[prop] = value;
    }
    return out;
  }
  return {
    ctx,
    declaration,
    base: `/api/${declaration.name}`,
    perm: (action) => `${declaration.permission}:${action}`,
    props,
    hooks: declaration.hooks ?? {},
    toColumns,
  };
}
