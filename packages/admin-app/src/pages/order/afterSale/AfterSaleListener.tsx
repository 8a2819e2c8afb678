import { notification } from "antd";
import { usePermission } from "../../../auth/usePermission";
import { useFleet } from "../../../realtime/useFleet";
import { useAppSelector } from "../../../store/hooks";
import { selectIsLocked } from "../../../store/lockSlice";
import { useOrderTranslation } from "../useOrderTranslation";

/**
 * Mounted once in the signed-in shell: for operators who may list orders, each new after-sale
 * request (the server's `afterSale` event on the live line the SOS notices use) shows as a notice.
 */
export function AfterSaleListener() {
  const allowed = usePermission("order:index");
  const locked = useAppSelector(selectIsLocked);
  if (!allowed || locked) return null;
  return <AfterSaleWatch />;
}

function AfterSaleWatch() {
  const { t } = useOrderTranslation();
  const [notices, holder] = notification.useNotification();
  useFleet({
    onEvent: (event) => {
      if (event.type !== "afterSale") return;
      notices.info({
        key: `after-sale-${event.orderNo}`,
        title: t("orderDesk.afterSaleNotice"),
        description: t("orderDesk.afterSaleNoticeText", { orderNo: event.orderNo }),
      });
    },
  });
  return holder;
}
