import { GOODS_TABS } from "@vitrine/contract";
import { Tabs } from "antd";
import type { GoodsCounts, GoodsTab } from "../goodsApi";
import { useGoodsTranslation } from "../goodsTexts";

const TABS: readonly GoodsTab[] = GOODS_TABS;

export interface GoodsTabsProps {
  tab: GoodsTab;
  /** How many products each tab holds; null until (or unless) the server said. */
  counts: GoodsCounts | null;
  onChange(tab: GoodsTab): void;
}

/** The goods list's tabs by sale state, each with its count, and the low-stock tab's threshold. */
export function GoodsTabs({ tab, counts, onChange }: GoodsTabsProps) {
  const { t } = useGoodsTranslation();
  const label = (key: GoodsTab) => {
    const count = counts?.[key];
    return count === undefined ? t(`goods.tab.${key}`) : `${t(`goods.tab.${key}`)} (${count})`;
  };
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(key) => onChange(key as GoodsTab)}
        items={TABS.map((key) => ({ key, label: label(key) }))}
      />
      {tab === "lowStock" && counts ? (
        <p style={{ color: "#888", marginTop: 0 }}>
          {t("goods.lowStockHint", { threshold: counts.lowStockThreshold })}
        </p>
      ) : null}
    </>
  );
}
