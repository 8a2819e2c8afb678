import { Button, Descriptions, Drawer, Space, Table, Tag, Timeline, Typography } from "antd";
import { useEffect, useState } from "react";
import { useModuleHttp } from "../../components/module";
import { currentLanguage } from "../../i18n";
import { formatDateTime } from "../../utils/formatDateTime";
import { ORDER_STATUS, type OrderDetail, STATUS_COLORS, yuan } from "./orderTypes";
import { PrintSlipsButton } from "./print/PrintSlipsButton";
import { RefundDialog, type RefundLineTarget } from "./RefundDialog";
import { RemarkForm } from "./RemarkForm";
import { useOrderTranslation } from "./useOrderTranslation";

export interface OrderDrawerProps {
  orderId: number | null;
  /** The status names of the server's meta, in the interface language. */
  statusNames: Record<string, string>;
  /** Changes when the order was changed elsewhere (shipped, cancelled), to read it again. */
  version: number;
  /** Whether the operator holds order:refund (the server checks it again). */
  canRefund?: boolean;
  /** Whether the operator holds order:remark (the server checks it again). */
  canRemark?: boolean;
  /** The shop's name at the top of the packing slip. */
  shopName?: string;
  onClose(): void;
}

/** One order: status, recipient, shipment, the lines as bought, the price breakdown, the timeline. */
export function OrderDrawer({
  orderId,
  statusNames,
  version,
  canRefund = false,
  canRemark = false,
  shopName = "",
  onClose,
}: OrderDrawerProps) {
  const { t, i18n } = useOrderTranslation();
  const language = currentLanguage(i18n);
  const http = useModuleHttp();
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [refunding, setRefunding] = useState<RefundLineTarget | null>(null);
  const [reads, setReads] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version or language reads again.
  useEffect(() => {
    setOrder(null);
    if (orderId === null) return;
    let live = true;
    http.get<OrderDetail>("/order/detail", { id: orderId }).then(
      (answer) => live && setOrder(answer),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [http, orderId, version, language, reads]);

  const time = (iso: string | null) => (iso ? formatDateTime(iso, language) : "-");
  const actor = (name: string) =>
    name === "system"
      ? t("orderArea.actorSystem")
      : name === "shopper"
        ? t("orderArea.actorShopper")
        : name === "provider"
          ? t("orderArea.actorProvider")
          : name;
  const eventText = (type: string, detail: Record<string, unknown>) => {
    const what = t(`orderArea.event.${type}`, { defaultValue: type });
    if (type === "closed" && typeof detail.reason === "string")
      return `${what}（${t(`orderArea.reason.${detail.reason}`)}）`;
    if (type === "shipped")
      return `${what}：${String(detail.carrier)} ${String(detail.trackingNo)}`;
    if (type === "paid" || type === "refundDue") return `${what} ${yuan(detail.paidCents)}`;
    if (type === "refunded" || type === "paymentRefunded")
      return `${what} ${yuan(detail.refundedCents)}`;
    // A line refund: which line, how many units, the money and the operator's reason.
    if (type === "lineRefunded") {
      const line = order?.lines.find((l) => l.id === detail.lineId);
      const reason =
        typeof detail.reason === "string" && detail.reason ? `（${detail.reason}）` : "";
      return `${what} ${line?.title ?? ""} × ${String(detail.units)} ${yuan(detail.cents)}${reason}`;
    }
    if (type === "remark") return `${what}：${String(detail.remark)}`;
    return what;
  };

  return (
    <Drawer
      open={orderId !== null}
      onClose={onClose}
      title={t("orderArea.detailTitle")}
      size="large"
      extra={order && <PrintSlipsButton shopName={shopName} orders={[order]} />}
    >
      {order && (
        <Space orientation="vertical" size="large" style={{ width: "100%" }}>
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
            <Descriptions.Item label={t("orderArea.placedAt")}>
              {time(order.createdAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t("orderArea.paidAt")}>
              {time(order.paidAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t("orderArea.recipient")}>
              {`${order.contact} ${order.phone} ${order.address}`}
            </Descriptions.Item>
            {order.remark && (
              <Descriptions.Item label={t("orderArea.remark")}>{order.remark}</Descriptions.Item>
            )}
            {order.trackingNo && (
              <Descriptions.Item label={t("orderArea.shipment")}>
                {`${order.carrier} ${order.trackingNo}`}
              </Descriptions.Item>
            )}
          </Descriptions>

          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={order.lines}
            columns={[
              { key: "title", title: t("orderArea.goods"), dataIndex: "title" },
              { key: "spec", title: t("orderArea.spec"), dataIndex: "specText" },
              {
                key: "unit",
                title: t("orderArea.unitPrice"),
                dataIndex: "unitPriceCents",
                render: (v: number) => yuan(v),
              },
              { key: "quantity", title: t("orderArea.quantity"), dataIndex: "quantity" },
              {
                key: "amount",
                title: t("orderArea.amount"),
                dataIndex: "amountCents",
                render: (v: number) => yuan(v),
              },
              ...(canRefund &&
              order.status >= ORDER_STATUS.paid &&
              order.status <= ORDER_STATUS.completed
                ? [
                    {
                      key: "refund",
                      title: "",
                      render: (_: unknown, line: OrderDetail["lines"][number]) => (
                        <Button
                          size="small"
                          onClick={() =>
                            setRefunding({
                              orderId: order.id,
                              lineId: line.id,
                              title: line.title,
                              quantity: line.quantity,
                              needsReason: order.status !== ORDER_STATUS.paid,
                            })
                          }
                        >
                          {t("orderArea.refund")}
                        </Button>
                      ),
                    },
                  ]
                : []),
            ]}
          />

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
            <Descriptions.Item label={t("orderArea.paid")}>
              {yuan(order.paidCents)}
            </Descriptions.Item>
            {(order.refundedCents ?? 0) > 0 && (
              <Descriptions.Item label={t("orderArea.refundedTotal")}>
                {yuan(order.refundedCents)}
              </Descriptions.Item>
            )}
          </Descriptions>

          <div>
            <Typography.Title level={5}>{t("orderArea.timeline")}</Typography.Title>
            <Timeline
              data-testid="order-timeline"
              items={order.events.map((e, index) => ({
                key: index,
                content: `${time(e.at)} ${actor(e.actor)}：${eventText(e.type, e.detail)}`,
              }))}
            />
          </div>
          {canRemark && <RemarkForm orderId={order.id} onSaved={() => setReads((n) => n + 1)} />}
        </Space>
      )}
      <RefundDialog
        line={refunding}
        onClose={() => setRefunding(null)}
        onRefunded={() => {
          setRefunding(null);
          setReads((n) => n + 1);
        }}
      />
    </Drawer>
  );
}
