import type { Static, TArray, TSchema } from "@sinclair/typebox";
import { TypeCompiler, type ValueError } from "@sinclair/typebox/compiler";

/**
 * A list checked against its TypeBox schema, its errors sorted by the part their path names:
 * the list itself (`""`), an item (`/2`: the item's part is `""`) or an item's cell (`/2/price`:
 * part `price`). Only a part's first error is kept, so each part has one refusal.
 */
export interface ShapedList<T> {
  /** Why the list as a whole was refused (not a list, too few or many items); none is read. */
  refusal?: ValueError;
  items: Array<ShapedItem<T>>;
}

export interface ShapedItem<T> {
  index: number;
  /** The first error of each refused part of the item. */
  refusals: Map<string, ValueError>;
  /** The item without its refused cells, when that is of the item's shape. */
  value: T | undefined;
}

export function listShaper<S extends TArray<TSchema>>(schema: S) {
  const listCheck = TypeCompiler.Compile(schema);
  const itemCheck = TypeCompiler.Compile(schema.items);
  return (list: unknown): ShapedList<Static<S["items"]>> => {
    const byItem = new Map<number, Map<string, ValueError>>();
    // The compiled check first: the errors are only walked for a list that has some.
    const errors = listCheck.Check(list) ? [] : listCheck.Errors(list);
    for (const error of errors) {
      const [, index, cell = ""] = error.path.split("/");
      // The list's own errors come first: its items are then not read.
      if (index === undefined) return { refusal: error, items: [] };
      const refusals = byItem.get(Number(index)) ?? new Map<string, ValueError>();
      byItem.set(Number(index), refusals);
      if (!refusals.has(cell)) refusals.set(cell, error);
    }
    const items = (list as unknown[]).map((raw, index) => {
      const refusals = byItem.get(index) ?? new Map<string, ValueError>();
      const kept = refusals.size === 0 || refusals.has("") ? raw : withoutCells(raw, refusals);
      return { index, refusals, value: itemCheck.Check(kept) ? kept : undefined };
    });
    return { items };
  };
}

function withoutCells(item: unknown, cells: Map<string, ValueError>): unknown {
  return Object.fromEntries(Object.entries(item as object).filter(([key]) => !cells.has(key)));
}
