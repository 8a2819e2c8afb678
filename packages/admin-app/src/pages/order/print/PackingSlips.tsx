import { currentLanguage } from "../../../i18n";
import { formatDateTime } from "../../../utils/formatDateTime";
import type { OrderDetail } from "../orderTypes";
import { useOrderTranslation } from "../useOrderTranslation";

/**
 * Paper rules of the slips: one order per page, black on white, and nothing else of the page
 * printed (the app, its drawers and dialogs are the body's other children).
 */
export const SLIP_CSS = `
@media screen { .vitrine-packing-slips { display: none; } }
@media print {
  body > :not(.vitrine-packing-slips) { display: none !important; }
  @page { margin: 12mm; }
}
.packing-slip { font: 12px/1.6 sans-serif; color: #000; break-after: page; }
.packing-slip:last-child { break-after: auto; }
.packing-slip h1 { font-size: 18px; margin: 0 0 4px; }
.packing-slip h2 { font-size: 14px; margin: 0 0 8px; font-weight: normal; }
.packing-slip dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 8px; }
.packing-slip dt { font-weight: bold; }
.packing-slip dd { margin: 0; }
.packing-slip table { border-collapse: collapse; width: 100%; }
.packing-slip th, .packing-slip td { border: 1px solid #666; padding: 4px 6px; text-align: left; }
`;

export interface PackingSlipsProps {
  shopName: string;
  orders: OrderDetail[];
}

/** The operator's own remarks, oldest first: the timeline's `remark` events. */
function shopRemarks(order: OrderDetail): string[] {
  return order.events
    .filter((e) => e.type === "remark" && typeof e.detail.remark === "string")
    .map((e) => String(e.detail.remark));
}

/**
 * Packing slips (发货单) for the warehouse: who gets what, never what it cost. One per order:
 * the shop, order number and time, the address and contact, each line's spec and quantity, and
 * the shopper's and the shop's remarks.
 */
export function PackingSlips({ shopName, orders }: PackingSlipsProps) {
  const { t, i18n } = useOrderTranslation();
  const language = currentLanguage(i18n);
  return (
    <>
      <style>{SLIP_CSS}</style>
      {orders.map((order) => {
        const remarks = shopRemarks(order);
        return (
          <section className="packing-slip" key={order.id} data-testid="packing-slip">
            <h1>{shopName}</h1>
            <h2>{t("orderDesk.slipTitle")}</h2>
            <dl>
              <dt>{t("orderArea.orderNo")}</dt>
              <dd>{order.orderNo}</dd>
              <dt>{t("orderArea.placedAt")}</dt>
              <dd>{order.createdAt ? formatDateTime(order.createdAt, language) : "-"}</dd>
              <dt>{t("orderDesk.slipContact")}</dt>
              <dd>{`${order.contact} ${order.phone}`}</dd>
              <dt>{t("orderDesk.slipAddress")}</dt>
              <dd>{order.address}</dd>
              {order.remark && (
                <>
                  <dt>{t("orderArea.remark")}</dt>
                  <dd>{order.remark}</dd>
                </>
              )}
              {remarks.length > 0 && (
                <>
                  <dt>{t("orderDesk.remarkLabel")}</dt>
                  <dd>{remarks.join("；")}</dd>
                </>
              )}
            </dl>
            <table>
              <thead>
                <tr>
                  <th>{t("orderArea.goods")}</th>
                  <th>{t("orderArea.spec")}</th>
                  <th>{t("orderArea.quantity")}</th>
                </tr>
              </thead>
              <tbody>
                {order.lines.map((line) => (
                  <tr key={line.id}>
                    <td>{line.title}</td>
                    <td>{line.specText || "-"}</td>
                    <td>{line.quantity}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </>
  );
}
