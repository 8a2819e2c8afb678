import { Button, Empty, Modal, message, Table } from "antd";
import { useEffect, useState } from "react";
import type { PageRevision } from "../../api/pages";
import { useDecorateTranslation } from "./decorateTexts";

export interface RevisionsDialogProps {
  /** The page whose revisions are listed; null closes the dialog. */
  page: { id: number; name: string } | null;
  loadRevisions(id: number): Promise<PageRevision[]>;
  restore(id: number, revision: number): Promise<unknown>;
  onRestored?(): void;
  onClose(): void;
}

/** Every saved version of a page, newest first, each restorable after a confirmation. */
export function RevisionsDialog({
  page,
  loadRevisions,
  restore,
  onRestored,
  onClose,
}: RevisionsDialogProps) {
  const { t } = useDecorateTranslation();
  const [modal, modalHolder] = Modal.useModal();
  const [notice, noticeHolder] = message.useMessage();
  const [rows, setRows] = useState<PageRevision[] | null>(null);
  const pageId = page?.id;

  useEffect(() => {
    if (pageId === undefined) return;
    let live = true;
    setRows(null);
    loadRevisions(pageId).then(
      (answer) => live && setRows([...answer].sort((a, b) => b.revision - a.revision)),
      // The client has shown why; an empty list is better than a spinner forever.
      () => live && setRows([]),
    );
    return () => {
      live = false;
    };
  }, [pageId, loadRevisions]);

  function confirmRestore(row: PageRevision) {
    if (pageId === undefined) return;
    modal.confirm({
      title: t("common.tip"),
      content: t("decorate.restoreConfirm", { version: row.version }),
      okText: t("common.ok"),
      cancelText: t("common.cancel"),
      onOk: async () => {
        try {
          await restore(pageId, row.revision);
          notice.success(t("decorate.restored"));
          onRestored?.();
          onClose();
        } catch {
          // Shown by the client.
        }
      },
    });
  }

  return (
    <Modal
      open={page !== null}
      title={page ? t("decorate.revisionsOf", { name: page.name }) : ""}
      footer={null}
      width={720}
      onCancel={onClose}
    >
      {modalHolder}
      {noticeHolder}
      <Table<PageRevision>
        rowKey="revision"
        size="small"
        loading={rows === null}
        dataSource={rows ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={t("decorate.noRevisions")} /> }}
        columns={[
          { key: "version", dataIndex: "version", title: t("decorate.revision") },
          { key: "name", dataIndex: "name", title: t("decorate.name") },
          { key: "userName", dataIndex: "userName", title: t("decorate.savedBy") },
          {
            key: "createdAt",
            dataIndex: "createdAt",
            title: t("decorate.savedAt"),
            render: (value: string) => formatTime(value),
          },
          {
            key: "restore",
            title: t("module.actions"),
            render: (_: unknown, row) => (
              <Button
                type="link"
                size="small"
                aria-label={`${t("decorate.restore")} ${t("decorate.revision")} ${row.version}`}
                onClick={() => confirmRestore(row)}
              >
                {t("decorate.restore")}
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
}

function formatTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString();
}
