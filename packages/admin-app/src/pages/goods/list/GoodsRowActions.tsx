import { Button, Space } from "antd";
import { useAnalyticsTranslation } from "../../decorate/analytics/analyticsTexts";
import type { GoodsRow } from "../goodsApi";
import { useGoodsTranslation } from "../goodsTexts";
import type { GoodsCommands } from "./useGoodsCommands";

export interface GoodsRowActionsProps {
  row: GoodsRow;
  /** The recycle bin's row: restore and destroy instead of the rest. */
  recycle: boolean;
  may(action: string): boolean;
  commands: GoodsCommands;
  onFigures(row: GoodsRow): void;
  onCopy(row: GoodsRow): void;
  onEdit(row: GoodsRow): void;
}

/** The buttons of one goods row, each shown only to an operator holding its `goods:<action>`. */
export function GoodsRowActions(props: GoodsRowActionsProps) {
  const { row, may, commands } = props;
  const { t } = useGoodsTranslation();
  const { t: ta } = useAnalyticsTranslation();
  if (props.recycle) {
    return (
      <Space size="small">
        {may("del") ? (
          <>
            <Button type="link" size="small" onClick={() => commands.restore(row)}>
              {t("goods.action.restore")}
            </Button>
            <Button type="link" size="small" danger onClick={() => commands.destroy(row)}>
              {t("goods.action.destroy")}
            </Button>
          </>
        ) : null}
      </Space>
    );
  }
  return (
    <Space size="small">
      <Button
        type="link"
        size="small"
        aria-label={`${ta("pageAnalytics.open")} ${row.name}`}
        onClick={() => props.onFigures(row)}
      >
        {ta("pageAnalytics.open")}
      </Button>
      {may("add") ? (
        <Button type="link" size="small" onClick={() => props.onCopy(row)}>
          {t("goods.action.copy")}
        </Button>
      ) : null}
      {may("edit") ? (
        <Button type="link" size="small" onClick={() => props.onEdit(row)}>
          {t("goods.action.edit")}
        </Button>
      ) : null}
      {may("del") ? (
        <Button type="link" size="small" danger onClick={() => commands.remove(row)}>
          {t("goods.action.delete")}
        </Button>
      ) : null}
    </Space>
  );
}
