import { useEffect, useState } from "react";
import { useModuleHttp } from "../../components/module";
import type { OrderDetail } from "./orderTypes";

/**
 * The order shown, read on opening and again when `version` or the language changes or after
 * `reread` (a refund, a remark); null while it is read.
 */
export function useOrderDetail(orderId: number | null, version: number, language: string) {
  const http = useModuleHttp();
  const [order, setOrder] = useState<OrderDetail | null>(null);
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

  return { order, reread: () => setReads((n) => n + 1) };
}
