import type { ComponentInstance, PageDocument } from "../types";
import { deepEqual, isPlainObject } from "../util/deep-equal";
import { type PatchOp, toPointer } from "./patch-types";

/**
 * The operations that turn `before` into `after`. Unchanged parts are skipped by identity (the
 * editor shares them between versions), so editing one field of a 500-component page costs one
 * comparison per component plus the changed field.
 */
export function diffDocuments(before: PageDocument, after: PageDocument): PatchOp[] {
  const ops: PatchOp[] = [];
  if (before === after) return ops;
  if (before.schemaVersion !== after.schemaVersion) {
    ops.push({ op: "replace", path: "/schemaVersion", value: after.schemaVersion });
  }
  diffValue(before.settings, after.settings, ["settings"], ops);
  if (before.components !== after.components)
    diffComponents(before.components, after.components, ops);
  return ops;
}

function diffValue(a: unknown, b: unknown, path: (string | number)[], ops: PatchOp[]): void {
  if (a === b) return;
  if (isPlainObject(a) && isPlainObject(b)) {
    for (const key of Object.keys(a)) {
      if (!(key in b)) ops.push({ op: "remove", path: toPointer([...path, key]) });
    }
    for (const [key, value] of Object.entries(b)) {
      if (!(key in a)) ops.push({ op: "add", path: toPointer([...path, key]), value });
      else diffValue(a[key], value, [...path, key], ops);
    }
    return;
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    for (let index = 0; index < b.length; index++)
      diffValue(a[index], b[index], [...path, index], ops);
    return;
  }
  if (!deepEqual(a, b)) ops.push({ op: "replace", path: toPointer(path), value: b });
}

function diffComponent(a: ComponentInstance, b: ComponentInstance, index: number, ops: PatchOp[]) {
  if (a === b) return;
  if (a.type !== b.type) {
    ops.push({ op: "replace", path: toPointer(["components", index]), value: b });
    return;
  }
  diffValue(a.props, b.props, ["components", index, "props"], ops);
  if (a.slots !== b.slots) diffSlots(a, b, index, ops);
}

/**
 * A change inside a container's slots. Lists of the same ids are diffed block by block (one typed
 * field stays one small op); any other change replaces that slot's list, which the protocol's
 * add/remove/replace ops carry as they are (apply-patch.ts copies only the path).
 */
function diffSlots(a: ComponentInstance, b: ComponentInstance, index: number, ops: PatchOp[]) {
  const path = ["components", index, "slots"];
  if (!b.slots) {
    ops.push({ op: "remove", path: toPointer(path) });
    return;
  }
  if (!a.slots) {
    ops.push({ op: "add", path: toPointer(path), value: b.slots });
    return;
  }
  for (const name of Object.keys(a.slots)) {
    if (!(name in b.slots)) ops.push({ op: "remove", path: toPointer([...path, name]) });
  }
  for (const [name, list] of Object.entries(b.slots)) {
    const old = a.slots[name];
    if (old === list) continue;
    const sameIds =
      old !== undefined &&
      old.length === list.length &&
      old.every((child, i) => child.id === list[i]!.id);
    if (!sameIds) {
      ops.push({
        op: old === undefined ? "add" : "replace",
        path: toPointer([...path, name]),
        value: list,
      });
      continue;
    }
    for (const [i, child] of list.entries()) diffNested(old[i]!, child, [...path, name, i], ops);
  }
}

/** One block inside a slot: its props diffed in place, its own slots replaced when they change. */
function diffNested(
  a: ComponentInstance,
  b: ComponentInstance,
  path: (string | number)[],
  ops: PatchOp[],
) {
  if (a === b) return;
  if (a.type !== b.type || a.slots !== b.slots) {
    ops.push({ op: "replace", path: toPointer(path), value: b });
    return;
  }
  diffValue(a.props, b.props, [...path, "props"], ops);
}

function diffComponents(
  a: readonly ComponentInstance[],
  b: readonly ComponentInstance[],
  ops: PatchOp[],
): void {
  if (a.length === b.length && a.every((component, i) => component.id === b[i]!.id)) {
    for (let index = 0; index < b.length; index++) diffComponent(a[index]!, b[index]!, index, ops);
    return;
  }
  const targetIndex = new Map(b.map((component, index) => [component.id, index]));
  // 1. Remove what is gone.
  const working = a.slice();
  for (let i = working.length - 1; i >= 0; i--) {
    if (!targetIndex.has(working[i]!.id)) {
      ops.push({ op: "remove", path: toPointer(["components", i]) });
      working.splice(i, 1);
    }
  }
  // 2. Keep the longest run already in the right relative order; take the others out.
  const keep = longestIncreasingRun(working.map((c) => targetIndex.get(c.id)!));
  for (let i = working.length - 1; i >= 0; i--) {
    if (!keep.has(i)) {
      ops.push({ op: "remove", path: toPointer(["components", i]) });
      working.splice(i, 1);
    }
  }
  // 3. Add the new and the moved ones at their places; 4. diff the kept ones in place.
  const kept = new Map(working.map((c) => [c.id, c]));
  b.forEach((component, index) => {
    const old = kept.get(component.id);
    if (old) diffComponent(old, component, index, ops);
    else ops.push({ op: "add", path: toPointer(["components", index]), value: component });
  });
}

/** Positions (into `values`) of one longest strictly increasing subsequence. */
function longestIncreasingRun(values: readonly number[]): Set<number> {
  const tails: number[] = [];
  const previous = new Array<number>(values.length).fill(-1);
  values.forEach((value, i) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (values[tails[mid]!]! < value) low = mid + 1;
      else high = mid;
    }
    if (low > 0) previous[i] = tails[low - 1]!;
    tails[low] = i;
  });
  const run = new Set<number>();
  for (let i = tails.at(-1) ?? -1; i >= 0; i = previous[i]!) run.add(i);
  return run;
}
