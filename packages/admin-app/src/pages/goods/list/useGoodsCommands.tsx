import { Modal, message } from "antd";
import type { ReactNode } from "react";
import type { GoodsApi, GoodsRow } from "../goodsApi";
import { useGoodsTranslation } from "../goodsTexts";

/** The changes a row of the goods list makes on the server. */
export interface GoodsCommands {
  setStatus(row: GoodsRow, on: boolean): void;
  /** To the recycle bin, once confirmed. */
  remove(row: GoodsRow): void;
  /** Out of the recycle bin. */
  restore(row: GoodsRow): void;
  /** Gone for good, once confirmed. */
  destroy(row: GoodsRow): void;
}

/**
 * The goods list's changes: each says it is done and reads the page again; those that take a
 * product away ask first. `holders` must be rendered for the notices and confirmations to show.
 */
export function useGoodsCommands(
  api: GoodsApi,
  reload: () => Promise<void>,
): { commands: GoodsCommands; holders: ReactNode } {
  const { t } = useGoodsTranslation();
  const [notice, noticeHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();

  async function run(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      notice.success(done);
      await reload();
    } catch {
      // Shown by the client (a refusal's message).
    }
  }

  const confirm = (content: string, onOk: () => Promise<unknown>) =>
    modal.confirm({
      title: t("goods.confirm.tip"),
      content,
      okText: t("goods.confirm.ok"),
      cancelText: t("goods.confirm.cancel"),
      onOk,
    });

  const commands: GoodsCommands = {
    setStatus: (row, on) =>
      run(
        () => api.setStatus(row.id, on ? 1 : 0),
        t(on ? "goods.done.onSale" : "goods.done.offSale"),
      ),
    remove: (row) =>
      confirm(t("goods.confirm.delete", { name: row.name }), () =>
        run(() => api.remove([row.id]), t("goods.done.deleted")),
      ),
    restore: (row) => run(() => api.restore([row.id]), t("goods.done.restored")),
    destroy: (row) =>
      confirm(t("goods.confirm.destroy", { name: row.name }), () =>
        run(() => api.purge([row.id]), t("goods.done.destroyed")),
      ),
  };
  return {
    commands,
    holders: (
      <>
        {noticeHolder}
        {modalHolder}
      </>
    ),
  };
}
