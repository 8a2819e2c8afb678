import { Button, Space } from "antd";
import type { HttpClient } from "../../../api/http";
import { createModuleApi } from "../../../components/module/moduleApi";
import { saveDownload } from "../../../components/module/saveDownload";
import type { TableOrder } from "../../../components/module/tableSort";
import { operatorTimeZone } from "../../../utils/formatDateTime";
import type { GoodsTab } from "../goodsApi";
import { useGoodsTranslation } from "../goodsTexts";
import { type GoodsFilterValues, toGoodsFilters } from "./goodsFilters";

export interface GoodsListToolbarProps {
  http: HttpClient;
  may(action: string): boolean;
  onAdd(): void;
  /** What the export writes: every product of the tab matching the filters, in the list's order. */
  tab: GoodsTab;
  filters: GoodsFilterValues;
  order: TableOrder | null;
}

/** 新增商品 and 导出 over the goods table. */
export function GoodsListToolbar({ http, may, onAdd, tab, filters, order }: GoodsListToolbarProps) {
  const { t } = useGoodsTranslation();

  async function exportRows() {
    try {
      // The framework's export of a module (/goods/index?is_down=1), with the tab as a filter.
      const file = await createModuleApi(http, "goods").exportFile({
        format: "xlsx",
        filters: { tab, ...toGoodsFilters(filters, tab) },
        ids: [],
        order,
        timeZone: operatorTimeZone(),
      });
      saveDownload(file, "goods.xlsx");
    } catch {
      // Shown by the client.
    }
  }

  return (
    <Space style={{ marginBottom: 8 }}>
      {may("add") ? (
        <Button type="primary" onClick={onAdd}>
          {t("goods.add")}
        </Button>
      ) : null}
      {may("export") ? <Button onClick={exportRows}>{t("goods.export")}</Button> : null}
    </Space>
  );
}
