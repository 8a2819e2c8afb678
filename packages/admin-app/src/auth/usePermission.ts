import { selectUser } from "../store/authSlice";
import { useAppSelector } from "../store/hooks";
import { hasAllPermissions, hasAnyPermission, hasPermission } from "./permissions";

const NONE: readonly string[] = [];

/** The signed-in user's button grants (none before user info has loaded). */
export function useAuthButtons(): readonly string[] {
  return useAppSelector((state) => selectUser(state)?.authBtnList ?? NONE);
}

export function usePermission(required: string): boolean {
  return hasPermission(useAuthButtons(), required);
}

export function useAnyPermission(required: readonly string[]): boolean {
  return hasAnyPermission(useAuthButtons(), required);
}

export function useAllPermissions(required: readonly string[]): boolean {
  return hasAllPermissions(useAuthButtons(), required);
}
