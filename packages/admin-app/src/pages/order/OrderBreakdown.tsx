import { Descriptions, Typography } from "antd";
import { type OrderDetail, yuan } from "./orderTypes";
import { useOrderTranslation } from "./useOrderTranslation";

/** The price breakdown: goods, each discount, freight, total, paid and refunded. */
export function OrderBreakdown({ order }: { order: OrderDetail }) {
  const { t } = useOrderTranslation();
  return (
    <Descriptions
      title={t("orderArea.breakdown")}
      column={1}
      size="small"
      bordered
      data-testid="order-breakdown"
    >
      <Descriptions.Item label={t("orderArea.goodsTotal")}>
        {yuan(order.breakdown.goodsCents)}
      </Descriptions.Item>
      {order.breakdown.discounts.map((d) => (
        <Descriptions.Item key={d.rule} label={d.label}>
          {`-${yuan(d.cents)}`}
        </Descriptions.Item>
      ))}
      <Descriptions.Item label={t("orderArea.freight")}>
        {yuan(order.breakdown.freightCents)}
      </Descriptions.Item>
      <Descriptions.Item label={t("orderArea.total")}>
        <Typography.Text strong>{yuan(order.breakdown.totalCents)}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t("orderArea.paid")}>{yuan(order.paidCents)}</Descriptions.Item>
      {(order.refundedCents ?? 0) > 0 && (
        <Descriptions.Item label={t("orderArea.refundedTotal")}>
          {yuan(order.refundedCents)}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
