import { Button, Popconfirm } from "antd";
import type { ModuleRow } from "../../components/module/moduleTypes";
import { useUpgradeTranslation } from "./upgradeTexts";
import type { FirmwareStatus } from "./useFirmwareCommands";

export interface FirmwareRowActionsProps {
  row: ModuleRow;
  can(action: string): boolean;
  onResults(): void;
  onEdit(): void;
  onStatus(status: FirmwareStatus): void;
  /** Its promise keeps the confirmation's OK button loading until the delete is done. */
  onRemove(): Promise<void>;
}

/**
 * A package's buttons: its results, edit, release (a draft or withdrawn one) or withdraw
 * (a released one), and delete (not a released one), as the operator may.
 */
export function FirmwareRowActions({ row, can, ...on }: FirmwareRowActionsProps) {
  const { t } = useUpgradeTranslation();
  const released = row.status === "released";
  return (
    <>
      {[
        <Button key="results" type="link" size="small" onClick={on.onResults}>
          {t("upgradePage.results")}
        </Button>,
        can("edit") ? (
          <Button key="edit" type="link" size="small" onClick={on.onEdit}>
            {t("module.edit")}
          </Button>
        ) : null,
        can("edit") && !released ? (
          <Button key="release" type="link" size="small" onClick={() => on.onStatus("released")}>
            {t("upgradePage.release")}
          </Button>
        ) : null,
        can("edit") && released ? (
          <Button
            key="withdraw"
            type="link"
            size="small"
            danger
            onClick={() => on.onStatus("withdrawn")}
          >
            {t("upgradePage.withdraw")}
          </Button>
        ) : null,
        can("del") && !released ? (
          <Popconfirm
            key="delete"
            title={t("module.confirmDelete")}
            okText={t("common.ok")}
            cancelText={t("common.cancel")}
            onConfirm={on.onRemove}
          >
            <Button type="link" size="small" danger>
              {t("module.delete")}
            </Button>
          </Popconfirm>
        ) : null,
      ]}
    </>
  );
}
