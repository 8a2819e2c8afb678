import { Modal, message } from "antd";
import type { ModuleApi } from "../../components/module/moduleApi";
import type { ModuleRow } from "../../components/module/moduleTypes";
import type { TableContext } from "../device/shared/DeviceTable";
import { useUpgradeTranslation } from "./upgradeTexts";

/** What an edit sends back unchanged besides the new status (the framework's edit takes the row). */
const EDITABLE = ["model", "version", "uploadId", "notes", "forced", "rolloutPercent"];

export type FirmwareStatus = "released" | "withdrawn";

/**
 * A package's release and withdrawal (after a confirmation) and its delete, with the notices
 * saying it is done. The holders must be rendered for these to show.
 */
export function useFirmwareCommands(moduleApi: ModuleApi) {
  const { t } = useUpgradeTranslation();
  const [notice, noticeHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();

  async function changeStatus(row: ModuleRow, status: FirmwareStatus, ctx: TableContext) {
    const values = Object.fromEntries(EDITABLE.map((key) => [key, row[key]]));
    try {
      await moduleApi.save({ ...values, id: row.id, status }, { quiet: false });
      notice.success(
        t(status === "released" ? "upgradePage.released" : "upgradePage.withdrawn", {
          version: row.version,
        }),
      );
      await ctx.reload();
    } catch {
      // Shown by the client (a model/version clash, a move the server refuses).
    }
  }

  function confirmStatus(row: ModuleRow, status: FirmwareStatus, ctx: TableContext) {
    modal.confirm({
      title: t("common.tip"),
      content: t(
        status === "released" ? "upgradePage.confirmRelease" : "upgradePage.confirmWithdraw",
        { model: row.model, version: row.version },
      ),
      okText: t("common.ok"),
      cancelText: t("common.cancel"),
      onOk: () => changeStatus(row, status, ctx),
    });
  }

  async function remove(row: ModuleRow, ctx: TableContext) {
    try {
      await moduleApi.remove([row.id]);
      notice.success(t("module.deleted"));
      await ctx.reload();
    } catch {
      // Shown by the client (a released package cannot be deleted).
    }
  }

  return { notice, noticeHolder, modalHolder, confirmStatus, remove };
}
