import { useContext, useSyncExternalStore } from "react";
import { ReactReduxContext } from "react-redux";
import type { ModuleAction, ModuleMeta } from "./moduleTypes";

const NONE: string[] = [];
const noSubscription = () => () => {};

/**
 * The signed-in operator's button permissions (`authBtnList`), or none known outside the app's
 * store (stories, tests). The server checks every call anyway; this only hides what would be refused.
 */
export function useGrantedButtons(): string[] {
  const context = useContext(ReactReduxContext);
  const store = context?.store;
  return useSyncExternalStore(
    store ? store.subscribe : noSubscription,
    () => readButtons(store?.getState()),
    () => NONE,
  );
}

function readButtons(state: unknown): string[] {
  const list = (state as { auth?: { user?: { authBtnList?: string[] } | null } } | undefined)?.auth
    ?.user?.authBtnList;
  return list ?? NONE;
}

/**
 * Whether a module's action is offered: the module must have it, and the operator's list must
 * hold `<permission>:<action>`. An empty list leaves buttons as they are (spec section 6).
 */
export function canUse(meta: ModuleMeta, action: ModuleAction, granted: string[]): boolean {
  if (!meta.actions.includes(action)) return false;
  if (granted.length === 0) return true;
  return granted.includes(`${meta.permission}:${action}`);
}
