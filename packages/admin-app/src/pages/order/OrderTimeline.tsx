import { Timeline, Typography } from "antd";
import { type OrderDetail, yuan } from "./orderTypes";
import { useOrderTime } from "./useOrderTime";
import { useOrderTranslation } from "./useOrderTranslation";

/** A shipment's parcels, "顺丰 SF1；中通 ZT2", from the event (one parcel before several were kept). */
function parcelsText(detail: Record<string, unknown>): string {
  const parcels = Array.isArray(detail.parcels)
    ? (detail.parcels as Array<{ carrier: string; trackingNo: string }>)
    : [{ carrier: String(detail.carrier), trackingNo: String(detail.trackingNo) }];
  return parcels.map((p) => `${p.carrier} ${p.trackingNo}`).join("；");
}

/** What happened to the order, oldest first: when, who, and what with its figures. */
export function OrderTimeline({ order }: { order: OrderDetail }) {
  const { t } = useOrderTranslation();
  const time = useOrderTime();
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
    if (type === "shipped") return `${what}：${parcelsText(detail)}`;
    if (type === "paid" || type === "refundDue") return `${what} ${yuan(detail.paidCents)}`;
    if (type === "refunded" || type === "paymentRefunded")
      return `${what} ${yuan(detail.refundedCents)}`;
    // A line refund: which line, how many units, the money and the operator's reason.
    if (type === "lineRefunded") {
      const line = order.lines.find((l) => l.id === detail.lineId);
      const reason =
        typeof detail.reason === "string" && detail.reason ? `（${detail.reason}）` : "";
      return `${what} ${line?.title ?? ""} × ${String(detail.units)} ${yuan(detail.cents)}${reason}`;
    }
    if (type === "remark") return `${what}：${String(detail.remark)}`;
    return what;
  };

  return (
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
  );
}
