import type { PageDocument } from "../types";
import { isPlainObject } from "../util/deep-equal";
import { deepFreeze } from "../util/freeze";
import { fromPointer, PatchError, type PatchOp } from "./patch-types";

/**
 * Applies operations to a document without changing it: only the containers on each path are
 * copied. Throws PatchError when a path does not fit the document (the frame then resyncs).
 */
export function applyPatch(document: PageDocument, ops: readonly PatchOp[]): PageDocument {
  let result: unknown = document;
  for (const op of ops) {
    const segments = fromPointer(op.path);
    if (segments.length === 0) throw new PatchError("cannot patch the document root");
    result = applyAt(result, segments, op);
  }
  return result as PageDocument;
}

function applyAt(target: unknown, segments: readonly string[], op: PatchOp): unknown {
  const [head, ...rest] = segments as [string, ...string[]];
  if (Array.isArray(target)) {
    const copy = target.slice();
    const index = head === "-" ? copy.length : Number(head);
    const last = rest.length === 0;
    const limit = last && op.op === "add" ? copy.length : copy.length - 1;
    if (!/^(0|[1-9]\d*|-)$/.test(head) || index > limit) {
      throw new PatchError(`index ${head} is out of range at ${op.path}`);
    }
    if (!last) copy[index] = applyAt(copy[index], rest, op);
    else if (op.op === "add") copy.splice(index, 0, deepFreeze(structuredClone(op.value)));
    else if (op.op === "remove") copy.splice(index, 1);
    else copy[index] = deepFreeze(structuredClone(op.value));
    return Object.freeze(copy);
  }
  if (!isPlainObject(target)) throw new PatchError(`nothing to patch at ${op.path}`);
  const copy: Record<string, unknown> = { ...target };
  if (rest.length > 0) {
    if (!(head in copy)) throw new PatchError(`missing "${head}" at ${op.path}`);
    copy[head] = applyAt(copy[head], rest, op);
  } else if (op.op === "remove") {
    if (!(head in copy)) throw new PatchError(`missing "${head}" at ${op.path}`);
    delete copy[head];
  } else {
    copy[head] = deepFreeze(structuredClone(op.value));
  }
  return Object.freeze(copy);
}
