import type { ComponentDefinition } from "../registry/define-component";
import type { Props } from "../types";

/** Upgrades a raw document object from schema `to - 1` to `to`. */
export interface DocumentMigration {
  to: number;
  migrate: (raw: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * The document migrations of this package, in order. Schema 1 is the first published schema, so
 * there are none yet; each future schema change appends one here and bumps CURRENT_SCHEMA_VERSION.
 * Nested blocks (a container's `slots`) needed none: they are an optional field, so every flat
 * schema-1 page is already a valid nested one and loads unchanged (document/nesting.test.ts).
 */
export const documentMigrations: readonly DocumentMigration[] = [];

export function migrateDocumentObject(
  raw: Record<string, unknown>,
  from: number,
  to: number,
  migrations: readonly DocumentMigration[],
): Record<string, unknown> {
  let current = raw;
  for (const migration of [...migrations].sort((a, b) => a.to - b.to)) {
    if (migration.to > from && migration.to <= to) {
      current = { ...migration.migrate(current), schemaVersion: migration.to };
    }
  }
  return current;
}

/** Runs a component type's props migrations newer than `from`, in order. */
export function migrateProps(definition: ComponentDefinition, props: Props, from: number): Props {
  let current = props;
  for (const migration of definition.migrations) {
    if (migration.to > from) current = migration.migrate(current);
  }
  return current;
}
