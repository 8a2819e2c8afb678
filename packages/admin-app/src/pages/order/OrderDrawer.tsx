import { Drawer, Space } from "antd";
import { useState } from "react";
import { currentLanguage } from "../../i18n";
import { OrderBreakdown } from "./OrderBreakdown";
import { OrderLinesTable } from "./OrderLinesTable";
import { OrderSummary } from "./OrderSummary";
import { OrderTimeline } from "./OrderTimeline";
import { PrintSlipsButton } from "./print/PrintSlipsButton";
import { RefundDialog, type RefundLineTarget } from "./RefundDialog";
import { RemarkForm } from "./RemarkForm";
import { useOrderDetail } from "./useOrderDetail";
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
  const { order, reread } = useOrderDetail(orderId, version, currentLanguage(i18n));
  const [refunding, setRefunding] = useState<RefundLineTarget | null>(null);

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
          <OrderSummary order={order} statusNames={statusNames} />
          <OrderLinesTable order={order} canRefund={canRefund} onRefund={setRefunding} />
          <OrderBreakdown order={order} />
          <OrderTimeline order={order} />
          {canRemark && <RemarkForm orderId={order.id} onSaved={reread} />}
        </Space>
      )}
      <RefundDialog
        line={refunding}
        onClose={() => setRefunding(null)}
        onRefunded={() => {
          setRefunding(null);
          reread();
        }}
      />
    </Drawer>
  );
}
