import { DEVICE_PERMISSIONS, type DeviceAction } from "@vitrine/contract";
import { useGrantedButtons } from "../../../components/module/useGrantedButtons";

/**
 * The device screen's buttons are the contract's (DEVICE_PERMISSIONS, `device:<action>`), the same
 * strings the server's device routes check: an action the server does not know does not compile.
 */
export type DevicePermission = DeviceAction;

/** Whether `granted` (the operator's authBtnList) holds `<module>:<action>`; an empty list allows all. */
export function allows(granted: readonly string[], module: string, action: string): boolean {
  return granted.length === 0 || granted.includes(`${module}:${action}`);
}

/** `can(action)` for one module's buttons; the server checks every call anyway. */
export function usePermission(module: string): (action: string) => boolean {
  const granted = useGrantedButtons();
  return (action) => allows(granted, module, action);
}

/** `can(action)` for the device screen's buttons, by the contract's permission strings. */
export function useDevicePermission(): (action: DeviceAction) => boolean {
  const granted = useGrantedButtons();
  return (action) => granted.length === 0 || granted.includes(DEVICE_PERMISSIONS[action]);
}
