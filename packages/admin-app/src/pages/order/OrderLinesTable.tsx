import { Button, Table } from "antd";
import { ORDER_STATUS, type OrderDetail, yuan } from "./orderTypes";
import type { RefundLineTarget } from "./RefundDialog";
import { useOrderTranslation } from "./useOrderTranslation";

export interface OrderLinesTableProps {
  order: OrderDetail;
  /** Whether the operator holds order:refund (the server checks it again). */
  canRefund: boolean;
  onRefund(line: RefundLineTarget): void;
}

/** The lines as bought; a paid, shipped or completed order's lines each offer a refund. */
export function OrderLinesTable({ order, canRefund, onRefund }: OrderLinesTableProps) {
  const { t } = useOrderTranslation();
  return (
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
        ...(canRefund && order.status >= ORDER_STATUS.paid && order.status <= ORDER_STATUS.completed
          ? [
              {
                key: "refund",
                title: "",
                render: (_: unknown, line: OrderDetail["lines"][number]) => (
                  <Button
                    size="small"
                    onClick={() =>
                      onRefund({
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
  );
}
