import type { DeviceAction } from "@vitrine/contract";
import { Button } from "antd";
import type { ReactNode } from "react";
import type { ModuleRow } from "../../../components/module/moduleTypes";
import type { TableContext } from "./DeviceTable";
import type { AssignKind } from "./deviceApi";
import { useDevicePermission } from "./permissions";
import type { DeviceCommands } from "./useDeviceCommands";
import type { DeviceDialogState } from "./useDeviceDialogs";
import { useDeviceTranslation } from "./useDeviceTranslation";

/** Buttons over the table, acting on the ticked devices (or adding new ones). */
export type ToolbarAction =
  | "add"
  | "import"
  | "agent"
  | "afterSale"
  | "sell"
  | "delete"
  | "restore";

/** The buttons in the order they stand, each with the permission that shows it. */
const TOOLBAR: ReadonlyArray<[ToolbarAction, DeviceAction]> = [
  ["add", "add"],
  ["import", "import"],
  ["agent", "agent"],
  ["afterSale", "afterSale"],
  ["sell", "sell"],
  ["delete", "del"],
  ["restore", "restore"],
];

/**
 * The toolbar of a device view: of the buttons the view offers, those the operator may use.
 * Answers the buttons themselves, not one element: the table spaces each of them apart.
 */
export function useDeviceToolbar(
  offered: readonly ToolbarAction[],
  commands: DeviceCommands,
  dialogs: DeviceDialogState,
) {
  const { t } = useDeviceTranslation();
  const can = useDevicePermission();
  return (context: TableContext): ReactNode[] => {
    /** Acts on the ticked devices; with none ticked, asks to tick some first. */
    const onTicked = (act: (devices: ModuleRow[]) => void) => () => {
      const devices = commands.needSelection(context);
      if (devices) act(devices);
    };
    const assignButton = (kind: AssignKind, label: string) => (
      <Button key={kind} onClick={onTicked((devices) => dialogs.setAssigning({ kind, devices }))}>
        {label}
      </Button>
    );
    const buttons: Record<ToolbarAction, ReactNode> = {
      add: (
        <Button
          key="add"
          type="primary"
          onClick={() => dialogs.setEditing({ meta: context.meta, row: null })}
        >
          {t("device.actions.add")}
        </Button>
      ),
      import: (
        <Button key="import" onClick={() => dialogs.setImporting(true)}>
          {t("device.actions.import")}
        </Button>
      ),
      agent: assignButton("agent", t("device.actions.assignAgent")),
      afterSale: assignButton("afterSale", t("device.actions.assignAfterSale")),
      sell: (
        <Button key="sell" onClick={onTicked(dialogs.setSelling)}>
          {t("device.actions.sell")}
        </Button>
      ),
      delete: (
        <Button
          key="delete"
          danger
          onClick={onTicked((devices) => commands.confirm("delete", devices, context))}
        >
          {t("device.actions.delete")}
        </Button>
      ),
      restore: (
        <Button
          key="restore"
          onClick={onTicked((devices) => commands.confirm("restore", devices, context))}
        >
          {t("device.actions.restore")}
        </Button>
      ),
    };
    return TOOLBAR.filter(
      ([action, permission]) => offered.includes(action) && can(permission),
    ).map(([action]) => buttons[action]);
  };
}
