import { Button, Space } from "antd";
import type { ReactNode } from "react";
import { ExportButtons, type ExportButtonsProps } from "./ExportButtons";
import { useModuleTranslation } from "./moduleTexts";
import type { ModuleAction } from "./moduleTypes";

export interface ModuleListToolbarProps {
  can(action: ModuleAction): boolean;
  selected: number[];
  /** What the export writes: the list's module, filters and order. */
  exporting: Omit<ExportButtonsProps, "selected">;
  onAdd(): void;
  onRemoveSelected(): void;
  onPrint(): void;
  /** The screen's own buttons (packing slips). */
  more?: ReactNode;
  /** Tree lists: expand and collapse every row. */
  tree: boolean;
  onExpand(): void;
  onCollapse(): void;
}

/** The buttons over a module's list: add, delete selected, export, print, the screen's own. */
export function ModuleListToolbar(props: ModuleListToolbarProps) {
  const { can, selected } = props;
  const { t } = useModuleTranslation();
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      {can("add") ? (
        <Button type="primary" onClick={props.onAdd}>
          {t("module.add")}
        </Button>
      ) : null}
      {can("del") ? (
        <Button danger disabled={selected.length === 0} onClick={props.onRemoveSelected}>
          {t("module.deleteSelected")}
        </Button>
      ) : null}
      {can("export") ? <ExportButtons {...props.exporting} selected={selected} /> : null}
      <Button onClick={props.onPrint}>{t("module.print")}</Button>
      {props.more}
      {props.tree ? (
        <>
          <Button onClick={props.onExpand}>{t("module.expand")}</Button>
          <Button onClick={props.onCollapse}>{t("module.collapse")}</Button>
        </>
      ) : null}
    </Space>
  );
}
