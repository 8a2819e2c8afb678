import { Modal, message } from "antd";
import type { ModuleApi } from "./moduleApi";
import { useModuleTranslation } from "./moduleTexts";
import type { ModuleRow } from "./moduleTypes";

export interface ModuleCommandsOptions {
  api: ModuleApi;
  selected: number[];
  setSelected(update: (current: number[]) => number[]): void;
  /** Asks for the rows again. */
  load(): Promise<unknown>;
  onChanged?(): void;
}

/**
 * What the list page does to its rows (delete, delete the selected after a confirmation, switch the
 * status), with the notices saying it is done. The holders must be rendered for the notices to show.
 */
export function useModuleCommands({
  api,
  selected,
  setSelected,
  load,
  onChanged,
}: ModuleCommandsOptions) {
  const { t } = useModuleTranslation();
  const [notice, noticeHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();

  async function remove(ids: number[]) {
    try {
      await api.remove(ids);
      notice.success(t("module.deleted"));
      setSelected((current) => current.filter((id) => !ids.includes(id)));
      onChanged?.();
      await load();
    } catch {
      // Shown by the client (a tree row with children, the signed-in user).
    }
  }

  function confirmRemoveSelected() {
    if (selected.length === 0) return;
    modal.confirm({
      title: t("common.tip"),
      content: t("module.confirmDelete"),
      okText: t("common.ok"),
      cancelText: t("common.cancel"),
      onOk: () => remove(selected),
    });
  }

  async function toggleStatus(row: ModuleRow, on: boolean) {
    try {
      await api.setStatus(row.id, on ? 1 : 0);
      notice.success(t("module.statusChanged"));
      onChanged?.();
      await load();
    } catch {
      // Shown by the client (the signed-in user cannot disable themselves).
    }
  }

  return { notice, noticeHolder, modalHolder, remove, confirmRemoveSelected, toggleStatus };
}
