import { Switch, Tag } from "antd";
import type { GoodsRow } from "../goodsApi";
import { useGoodsTranslation } from "../goodsTexts";

export interface GoodsStatusCellProps {
  row: GoodsRow;
  /** The operator may put it on or off sale here (not in the recycle bin). */
  editable: boolean;
  onChange(on: boolean): void;
}

/** A product's sale state: a switch saved on the server where it may change, else a tag. */
export function GoodsStatusCell({ row, editable, onChange }: GoodsStatusCellProps) {
  const { t } = useGoodsTranslation();
  const on = row.status === 1;
  if (!editable) {
    return <Tag color={on ? "green" : "red"}>{t(on ? "goods.status.on" : "goods.status.off")}</Tag>;
  }
  return (
    <Switch
      size="small"
      checked={on}
      checkedChildren={t("goods.status.on")}
      unCheckedChildren={t("goods.status.off")}
      aria-label={`${t("goods.column.status")} ${row.name}`}
      onChange={onChange}
    />
  );
}
