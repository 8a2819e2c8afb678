import type { DeviceAction } from "@vitrine/contract";
import { Button, Popconfirm } from "antd";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import type { ModuleRow } from "../../../components/module/moduleTypes";
import type { TableContext } from "./DeviceTable";
import { useDevicePermission } from "./permissions";
import type { DeviceCommands } from "./useDeviceCommands";
import type { DeviceDialogState } from "./useDeviceDialogs";
import { useDeviceTranslation } from "./useDeviceTranslation";

/** Buttons in each row. */
export type RowAction = "info" | "edit" | "battery" | "electrode" | "secret" | "delete" | "restore";

/** The buttons in the order they stand, each with the permission that shows it (info: none). */
const ROW_ACTIONS: ReadonlyArray<[RowAction, DeviceAction | null]> = [
  ["info", null],
  ["edit", "edit"],
  ["battery", "battery"],
  ["electrode", "electrode"],
  ["secret", "secret"],
  ["delete", "del"],
  ["restore", "restore"],
];

/**
 * The buttons of a device row: of those the view offers, the ones the operator may use. Answers
 * the buttons themselves (null where one is left out), which the table spaces apart.
 */
export function useDeviceRowActions(
  offered: readonly RowAction[],
  commands: DeviceCommands,
  dialogs: DeviceDialogState,
) {
  const { t } = useDeviceTranslation();
  const can = useDevicePermission();
  const navigate = useNavigate();
  return (row: ModuleRow, context: TableContext): ReactNode[] => {
    const link = (key: string, label: string, onClick: () => void) => (
      <Button key={key} type="link" size="small" onClick={onClick}>
        {label}
      </Button>
    );
    const buttons: Record<RowAction, () => ReactNode> = {
      info: () =>
        link("info", t("device.actions.info"), () => navigate(`/device/info?id=${row.id}`)),
      edit: () =>
        link("edit", t("device.actions.edit"), () =>
          dialogs.setEditing({ meta: context.meta, row }),
        ),
      battery: () =>
        link("battery", t("device.actions.battery"), () =>
          dialogs.setPart({ kind: "battery", device: row }),
        ),
      electrode: () =>
        link("electrode", t("device.actions.electrode"), () =>
          dialogs.setPart({ kind: "electrode", device: row }),
        ),
      secret: () => (
        <Popconfirm
          key="secret"
          title={t("device.confirm.rotate", { serial: row.serial })}
          okText={t("common.ok")}
          cancelText={t("common.cancel")}
          onConfirm={() => commands.rotateSecret(row)}
        >
          <Button type="link" size="small">
            {t("device.actions.rotateSecret")}
          </Button>
        </Popconfirm>
      ),
      delete: () => (
        <Popconfirm
          key="delete"
          title={t("device.confirm.delete", { count: 1 })}
          okText={t("common.ok")}
          cancelText={t("common.cancel")}
          onConfirm={() => commands.remove([row], context)}
        >
          <Button type="link" size="small" danger>
            {t("device.actions.delete")}
          </Button>
        </Popconfirm>
      ),
      restore: () =>
        link("restore", t("device.actions.restore"), () => void commands.restore([row], context)),
    };
    return ROW_ACTIONS.map(([action, permission]) =>
      offered.includes(action) && (permission === null || can(permission))
        ? buttons[action]()
        : null,
    );
  };
}
