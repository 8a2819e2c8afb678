import { Modal, message } from "antd";
import { useState } from "react";
import type { ModuleApi } from "../../../components/module/moduleApi";
import type { ModuleRow } from "../../../components/module/moduleTypes";
import type { TableContext } from "./DeviceTable";
import type { DeviceApi } from "./deviceApi";
import type { DeviceSecret } from "./SecretsPanel";
import { useDeviceTranslation } from "./useDeviceTranslation";

/**
 * A device view's changes on the server and what they say: delete and restore (asking first from
 * the toolbar), a new secret, and `changed` after a dialog saved, which reloads the table through
 * `reloadKey`. `holders` must be rendered for the notices and confirmations to show.
 */
export function useDeviceCommands(
  api: DeviceApi,
  moduleApi: ModuleApi,
  showSecrets: (secrets: DeviceSecret[]) => void,
) {
  const { t } = useDeviceTranslation();
  const [notice, noticeHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [reloadKey, setReloadKey] = useState(0);

  async function run(
    call: (ids: number[]) => Promise<unknown>,
    done: "device.done.deleted" | "device.done.restored",
    devices: ModuleRow[],
    context: TableContext,
  ) {
    try {
      await call(devices.map((d) => d.id));
      notice.success(t(done, { count: devices.length }));
      context.clearSelection();
      await context.reload();
    } catch {
      // Shown by the client.
    }
  }
  const remove = (devices: ModuleRow[], context: TableContext) =>
    run(moduleApi.remove, "device.done.deleted", devices, context);
  const restore = (devices: ModuleRow[], context: TableContext) =>
    run(api.restore, "device.done.restored", devices, context);

  return {
    holders: (
      <>
        {noticeHolder}
        {modalHolder}
      </>
    ),
    reloadKey,
    /** After a dialog changed devices: says so (when it has something to say) and reloads. */
    changed(done?: string) {
      if (done) notice.success(done);
      setReloadKey((k) => k + 1);
    },
    /** The ticked devices, or null after asking the operator to tick some first. */
    needSelection(context: TableContext): ModuleRow[] | null {
      if (context.selected.length > 0) return context.selected;
      notice.warning(t("device.actions.chooseFirst"));
      return null;
    },
    remove,
    restore,
    /** Deletes or restores the devices once the operator confirms. */
    confirm(action: "delete" | "restore", devices: ModuleRow[], context: TableContext) {
      modal.confirm({
        title: t("common.tip"),
        content: t(`device.confirm.${action}`, { count: devices.length }),
        okText: t("common.ok"),
        cancelText: t("common.cancel"),
        onOk: () => (action === "delete" ? remove : restore)(devices, context),
      });
    },
    async rotateSecret(device: ModuleRow) {
      try {
        showSecrets([await api.rotateSecret(device.id)]);
      } catch {
        // Shown by the client.
      }
    },
  };
}

export type DeviceCommands = ReturnType<typeof useDeviceCommands>;
