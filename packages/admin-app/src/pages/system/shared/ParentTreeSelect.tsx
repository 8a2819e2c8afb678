import { TreeSelect } from "antd";
import type { ModuleRow } from "../../../components/module";
import { useSystemTranslation } from "./systemTexts";

interface TreeOption {
  value: number;
  title: string;
  children?: TreeOption[];
}

/**
 * The parent of a tree row: the top level (0) or any row of the tree. `label` names a row
 * (a menu's translated title, a department's name).
 */
export function ParentTreeSelect({
  rows,
  label,
  value,
  onChange,
  id,
}: {
  rows: ModuleRow[];
  label(row: ModuleRow): string;
  value?: number;
  onChange?(value: number): void;
  id?: string;
}) {
  const { t } = useSystemTranslation();
  const toOption = (row: ModuleRow): TreeOption => ({
    value: row.id,
    title: label(row),
    children: row.children?.map(toOption),
  });
  return (
    <TreeSelect<number>
      id={id}
      value={value ?? 0}
      onChange={(next) => onChange?.(next)}
      treeDefaultExpandAll
      treeData={[{ value: 0, title: t("system.topLevel"), children: rows.map(toOption) }]}
    />
  );
}
