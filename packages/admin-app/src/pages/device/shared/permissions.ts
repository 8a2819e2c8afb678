import { useGrantedButtons } from "../../../components/module/useGrantedButtons";

/** The device screen's buttons (seed/menu-tree.ts and migration 0014): `device:<action>`. */
export type DevicePermission =
  | "index"
  | "add"
  | "edit"
  | "del"
  | "export"
  | "import"
  | "battery"
  | "electrode"
  | "agent"
  | "afterSale"
  | "sell"
  | "restore"
  | "secret";

/** Whether `granted` (the operator's authBtnList) holds `<module>:<action>`; an empty list allows all. */
export function allows(granted: readonly string[], module: string, action: string): boolean {
  return granted.length === 0 || granted.includes(`${module}:${action}`);
}

/** `can(action)` for one module's buttons; the server checks every call anyway. */
export function usePermission(module: string): (action: string) => boolean {
  const granted = useGrantedButtons();
  return (action) => allows(granted, module, action);
}
