import { Button, Popconfirm, Space } from "antd";
import type { ReactNode } from "react";
import { useModuleTranslation } from "./moduleTexts";
import type { ModuleAction, ModuleRow } from "./moduleTypes";

export interface ModuleRowActionsProps {
  row: ModuleRow;
  can(action: ModuleAction): boolean;
  /** A tree row offers "add child" (where the screen allows it). */
  addChild: boolean;
  onEdit(row: ModuleRow | null, parent: ModuleRow | null): void;
  /** Its promise keeps the confirmation's OK button loading until the delete is done. */
  onRemove(ids: number[]): Promise<void>;
  /** The screen's own buttons for the row. */
  more?: ReactNode;
}

/** The buttons of one list row: add child, edit, delete with a confirmation, the screen's own. */
export function ModuleRowActions({
  row,
  can,
  addChild,
  onEdit,
  onRemove,
  more,
}: ModuleRowActionsProps) {
  const { t } = useModuleTranslation();
  return (
    <Space size="small" wrap>
      {addChild ? (
        <Button type="link" size="small" onClick={() => onEdit(null, row)}>
          {t("module.addChild")}
        </Button>
      ) : null}
      {can("edit") ? (
        <Button type="link" size="small" onClick={() => onEdit(row, null)}>
          {t("module.edit")}
        </Button>
      ) : null}
      {can("del") ? (
        <Popconfirm
          title={t("module.confirmDelete")}
          okText={t("common.ok")}
          cancelText={t("common.cancel")}
          onConfirm={() => onRemove([row.id])}
        >
          <Button type="link" size="small" danger>
            {t("module.delete")}
          </Button>
        </Popconfirm>
      ) : null}
      {more}
    </Space>
  );
}
