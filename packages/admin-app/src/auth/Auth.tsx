import type { ReactNode } from "react";
import { useAllPermissions, useAnyPermission, usePermission } from "./usePermission";

/** Renders its children only when the user holds `value` (or holds no grants at all). */
export function Auth({ value, children }: { value: string; children: ReactNode }) {
  return usePermission(value) ? children : null;
}

/** Renders its children when the user holds any of `value`. */
export function AuthAny({ value, children }: { value: readonly string[]; children: ReactNode }) {
  return useAnyPermission(value) ? children : null;
}

/** Renders its children only when the user holds every one of `value`. */
export function AuthAll({ value, children }: { value: readonly string[]; children: ReactNode }) {
  return useAllPermissions(value) ? children : null;
}
