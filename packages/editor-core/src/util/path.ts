import { isPlainObject } from "./deep-equal";

export type PropPath = string | readonly (string | number)[];

/** "more.show" and "imageList.2.src" become segments; numeric segments index arrays. */
export function parsePath(path: PropPath): string[] {
  if (typeof path !== "string") return path.map(String);
  return path === "" ? [] : path.split(".");
}

export function formatPath(segments: readonly string[]): string {
  return segments.join(".");
}

const isIndex = (segment: string) => /^(0|[1-9]\d*)$/.test(segment);

export function getIn(value: unknown, segments: readonly string[]): unknown {
  let current = value;
  for (const segment of segments) {
    if (Array.isArray(current) && isIndex(segment)) current = current[Number(segment)];
    else if (isPlainObject(current)) current = current[segment];
    else return undefined;
  }
  return current;
}

export class InvalidPathError extends Error {}

/**
 * Returns a copy of `target` with `value` at the path, copying only the containers on the way
 * (the rest is shared, which keeps undo history small). Missing objects on the way are created;
 * an array index may append (index == length) but never leave holes.
 */
export function setIn<T>(target: T, segments: readonly string[], value: unknown): T {
  if (segments.length === 0) return value as T;
  const [head, ...rest] = segments as [string, ...string[]];
  if (Array.isArray(target)) {
    if (!isIndex(head) || Number(head) > target.length) {
      throw new InvalidPathError(`"${head}" is not a usable index of a list of ${target.length}`);
    }
    const copy = target.slice();
    copy[Number(head)] = setIn(target[Number(head)], rest, value);
    return copy as T;
  }
  if (target === undefined || target === null) {
    return { [head]: setIn(undefined, rest, value) } as T;
  }
  if (!isPlainObject(target)) {
    throw new InvalidPathError(`"${head}" cannot be set inside a ${typeof target}`);
  }
  return { ...target, [head]: setIn(target[head], rest, value) } as T;
}
