import { TreeSelect } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useGoodsTranslation } from "../goodsTexts";
import { loadRegions, type RegionNode } from "./regions";

export interface RegionSelectProps {
  value?: string[];
  onChange?(codes: string[]): void;
  label: string;
  /** Codes another row of the same table already holds: shown, not offered again. */
  taken?: ReadonlySet<string>;
}

/**
 * Provinces and cities to tick. A whole province is stored as its code; a part as its cities'
 * codes (antd's SHOW_PARENT), so the rows stay short and a new city of a chosen province is in.
 */
export function RegionSelect({ value = [], onChange, label, taken }: RegionSelectProps) {
  const { t } = useGoodsTranslation();
  const [tree, setTree] = useState<RegionNode[] | null>(null);
  useEffect(() => {
    let live = true;
    void loadRegions().then((regions) => live && setTree(regions));
    return () => {
      live = false;
    };
  }, []);
  const treeData = useMemo(
    () =>
      (tree ?? []).map((province) => ({
        value: province.code,
        title: province.name,
        disabled: taken?.has(province.code) && !value.includes(province.code),
        children: (province.children ?? []).map((city) => ({
          value: city.code,
          title: city.name,
          disabled: taken?.has(city.code) && !value.includes(city.code),
        })),
      })),
    [tree, taken, value],
  );
  return (
    <TreeSelect
      aria-label={label}
      treeData={treeData}
      value={value}
      onChange={(codes: string[]) => onChange?.(codes)}
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_PARENT}
      placeholder={tree ? t("goods.freight.chooseRegions") : t("goods.freight.loadingRegions")}
      loading={!tree}
      maxTagCount={6}
      treeNodeFilterProp="title"
      showSearch
      style={{ minWidth: 260, width: "100%" }}
    />
  );
}
