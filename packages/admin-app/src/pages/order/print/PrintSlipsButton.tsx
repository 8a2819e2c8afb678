import { Button, message } from "antd";
import { useState } from "react";
import { useModuleHttp } from "../../../components/module";
import type { OrderDetail } from "../orderTypes";
import { useOrderTranslation } from "../useOrderTranslation";
import { printPackingSlips } from "./printPackingSlips";

/** More slips than this at once is a print run for the warehouse system, not this button. */
export const SLIPS_AT_ONCE = 50;

export interface PrintSlipsButtonProps {
  shopName: string;
  /** The orders to print, read from the server when pressed (the list's selection)... */
  ids?: number[];
  /** ...or already read (the drawer's order). */
  orders?: OrderDetail[];
  size?: "small" | "middle";
}

/** 打印发货单: the packing slips of one order or of the selected rows, through the print view. */
export function PrintSlipsButton({ shopName, ids = [], orders, size }: PrintSlipsButtonProps) {
  const { t, i18n } = useOrderTranslation();
  const http = useModuleHttp();
  const [notice, noticeHolder] = message.useMessage();
  const [busy, setBusy] = useState(false);

  async function print() {
    if (orders) return printPackingSlips(i18n, { shopName, orders });
    if (ids.length === 0) return void notice.warning(t("orderDesk.slipNoneSelected"));
    if (ids.length > SLIPS_AT_ONCE)
      return void notice.warning(t("orderDesk.slipTooMany", { max: SLIPS_AT_ONCE }));
    setBusy(true);
    try {
      const read = await Promise.all(
        ids.map((id) => http.get<OrderDetail>("/order/detail", { id })),
      );
      printPackingSlips(i18n, { shopName, orders: read });
    } catch {
      // The client has shown why (an order gone, a lost grant).
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {noticeHolder}
      <Button size={size} loading={busy} onClick={print}>
        {t("orderDesk.slipPrint")}
      </Button>
    </>
  );
}
