import { Descriptions, Tag, Typography } from "antd";
import { type OrderDetail, STATUS_COLORS } from "./orderTypes";
import { useOrderTime } from "./useOrderTime";
import { useOrderTranslation } from "./useOrderTranslation";

export interface OrderSummaryProps {
  order: OrderDetail;
  /** The status names of the server's meta, in the interface language. */
  statusNames: Record<string, string>;
}

/** The order's number, status, times, recipient, the shopper's remark and the shipment. */
export function OrderSummary({ order, statusNames }: OrderSummaryProps) {
  const { t } = useOrderTranslation();
  const time = useOrderTime();
  return (
    <Descriptions column={1} bordered size="small">
      <Descriptions.Item label={t("orderArea.orderNo")}>
        <Typography.Text copyable data-testid="order-no">
          {order.orderNo}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t("orderArea.status")}>
        <Tag color={STATUS_COLORS[order.status]} data-testid="order-status">
          {statusNames[String(order.status)] ?? order.status}
        </Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t("orderArea.placedAt")}>{time(order.createdAt)}</Descriptions.Item>
      <Descriptions.Item label={t("orderArea.paidAt")}>{time(order.paidAt)}</Descriptions.Item>
      <Descriptions.Item label={t("orderArea.recipient")}>
        {`${order.contact} ${order.phone} ${order.address}`}
      </Descriptions.Item>
      {order.remark && (
        <Descriptions.Item label={t("orderArea.remark")}>{order.remark}</Descriptions.Item>
      )}
      {order.trackingNo && (
        <Descriptions.Item label={t("orderArea.shipment")}>
          {(order.parcels?.length ? order.parcels : [order])
            .map((p) => `${p.carrier} ${p.trackingNo}`)
            .join("；")}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
