import { Cascader } from "antd";
import { useMemo } from "react";
import type { CategoryNode } from "../goodsApi";

export interface CategoryCascaderProps {
  tree: CategoryNode[];
  /** The path of ids from the top level to the chosen category. */
  value?: number[];
  onChange?(path: number[]): void;
  label: string;
  /** Any level may be chosen (a parent category); otherwise too only leaves close the list. */
  changeOnSelect?: boolean;
  /** Shown for an empty value ("顶级分类" when choosing a parent). */
  placeholder?: string;
  /** Categories not to offer (a category cannot move under itself). */
  disabledIds?: ReadonlySet<number>;
  /** Levels to show: a parent must leave room below it. */
  maxLevel?: number;
}

interface Option {
  value: number;
  label: string;
  disabled?: boolean;
  children?: Option[];
}

function toOptions(
  nodes: CategoryNode[],
  level: number,
  maxLevel: number,
  disabled: ReadonlySet<number> | undefined,
): Option[] {
  return nodes.map((node) => {
    const children =
      level < maxLevel && node.children?.length
        ? toOptions(node.children, level + 1, maxLevel, disabled)
        : undefined;
    return {
      value: node.id,
      // Non-leaf rows show how many children they hold, as the original's cascader did.
      label: children ? `${node.name} (${children.length})` : node.name,
      disabled: disabled?.has(node.id),
      children,
    };
  });
}

/** The 3-level category tree as a cascader whose value is the path of ids. */
export function CategoryCascader({
  tree,
  value,
  onChange,
  label,
  changeOnSelect = true,
  placeholder,
  disabledIds,
  maxLevel = 3,
}: CategoryCascaderProps) {
  const options = useMemo(
    () => toOptions(tree, 1, maxLevel, disabledIds),
    [tree, maxLevel, disabledIds],
  );
  return (
    <Cascader
      aria-label={label}
      options={options}
      value={value}
      onChange={(path) => onChange?.(((path ?? []) as number[]).map(Number))}
      changeOnSelect={changeOnSelect}
      placeholder={placeholder}
      showSearch
      allowClear
      style={{ minWidth: 240 }}
    />
  );
}
