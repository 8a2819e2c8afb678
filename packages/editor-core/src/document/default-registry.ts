import { createBuiltinRegistry } from "../builtins";
import type { Registry } from "../registry/registry";

let shared: Registry | undefined;

/** The built-ins registry used when a caller passes none (created on first use). */
export function defaultRegistry(): Registry {
  shared ??= createBuiltinRegistry();
  return shared;
}
