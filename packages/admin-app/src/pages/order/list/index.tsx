import { Button, Modal, message, Space, Tabs, Tag } from "antd";
import { useCallback, useEffect, useMemo, useState } from "react";
import {
  createModuleApi,
  ModuleListPage,
  type ModuleMeta,
  type ModulePageDeclaration,
  type ModuleRow,
  useModuleHttp,
} from "../../../components/module";
import { useGrantedButtons } from "../../../components/module/useGrantedButtons";
import { useFleet } from "../../../realtime/useFleet";
import { AfterSaleList } from "../afterSale/AfterSaleList";
import { OrderDrawer } from "../OrderDrawer";
import { ORDER_STATUS, STATUS_COLORS, yuan } from "../orderTypes";
import { PrintSlipsButton } from "../print/PrintSlipsButton";
import { useShopName } from "../print/useShopName";
import { ShipDialog } from "../ShipDialog";
import { useOrderTranslation } from "../useOrderTranslation";

type Tab = "all" | "0" | "1" | "2" | "3" | "4" | "afterSale";
/** 待付款 / 待发货 / 已发货 / 已完成 / 已关闭 / 售后, then all: what waits for the shop first. */
const TABS: Tab[] = ["0", "1", "2", "3", "4", "afterSale", "all"];
/** The tabs that are the module's list filtered by status (售后 is its own list). */
const STATUS_TABS = TABS.filter((tab) => tab !== "afterSale");
const COLUMNS = [
  "orderNo",
  "status",
  "contact",
  "phone",
  "itemCount",
  "totalCents",
  "paidCents",
  "refundedCents",
  "createdAt",
  "paidAt",
];
const FILTERS = ["orderNo", "phone", "contact", "goodsTitle", "createdAt"];
const MONEY = [
  "goodsCents",
  "discountCents",
  "freightCents",
  "totalCents",
  "paidCents",
  "refundedCents",
];

/**
 * Orders: a tab per status with its count, the list with filters and export, the detail drawer
 * (breakdown and timeline), ship for a paid order and cancel for an unpaid one. The buttons follow
 * the operator's grants; the server checks every call again.
 */
export default function OrderListPage() {
  const { t, i18n } = useOrderTranslation();
  const http = useModuleHttp();
  const granted = useGrantedButtons();
  const can = (action: string) => granted.length === 0 || granted.includes(`order:${action}`);
  const canShip = can("ship");
  const canCancel = can("cancel");
  const shopName = useShopName();
  const [notice, noticeHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [tab, setTab] = useState<Tab>("1");
  const [version, setVersion] = useState(0);
  const [counts, setCounts] = useState<Partial<Record<Tab, number>>>({});
  const [meta, setMeta] = useState<ModuleMeta | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const [shipping, setShipping] = useState<{ id: number; orderNo: string } | null>(null);
  // A new request announced on the live line reads the 售后 list again.
  const [afterSales, setAfterSales] = useState(0);
  useFleet({
    enabled: tab === "afterSale",
    onEvent: (event) => event.type === "afterSale" && setAfterSales((n) => n + 1),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language means new labels.
  useEffect(() => {
    let live = true;
    createModuleApi(http, "order")
      .meta()
      .then(
        (answer) => live && setMeta(answer),
        () => {},
      );
    return () => {
      live = false;
    };
  }, [http, i18n.language]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a change (version) means new counts.
  useEffect(() => {
    let live = true;
    Promise.all(
      STATUS_TABS.map(async (key) => {
        const body = key === "all" ? { limit: 10 } : { limit: 10, status: [Number(key)] };
        const answer = await http.post<{ total: number }>("/order/index", body, { quiet: true });
        return [key, answer.total] as const;
      }),
    ).then(
      (pairs) => live && setCounts(Object.fromEntries(pairs)),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [http, version]);

  const statusNames = useMemo(
    () =>
      Object.fromEntries(
        (meta?.columns.find((c) => c.key === "status")?.options ?? []).map((o) => [
          String(o.value),
          o.label,
        ]),
      ),
    [meta],
  );
  const changed = useCallback(() => setVersion((v) => v + 1), []);

  const cancel = useCallback(
    (row: ModuleRow) =>
      modal.confirm({
        title: t("orderArea.cancel"),
        content: t(
          row.status === ORDER_STATUS.paid ? "orderArea.refundConfirm" : "orderArea.cancelConfirm",
          { orderNo: row.orderNo },
        ),
        okButtonProps: { danger: true },
        onOk: async () => {
          try {
            await http.post("/order/cancel", { id: row.id });
            notice.success(t("orderArea.cancelled"));
            changed();
          } catch {
            // The client has shown why.
          }
        },
      }),
    [http, modal, notice, t, changed],
  );

  const declaration = useMemo<ModulePageDeclaration>(
    () => ({
      columns: COLUMNS,
      filters: tab === "all" ? [...FILTERS, "status"] : FILTERS,
      fixedFilters: tab === "all" ? {} : { status: [Number(tab)] },
      toolbar: (selected) => <PrintSlipsButton shopName={shopName} ids={selected} />,
      cells: {
        ...Object.fromEntries(MONEY.map((key) => [key, (value: unknown) => yuan(value)])),
        status: (value) => (
          <Tag color={STATUS_COLORS[Number(value)]}>
            {statusNames[String(value)] ?? String(value)}
          </Tag>
        ),
      },
      rowActions: (row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setShown(row.id)}>
            {t("orderArea.detail")}
          </Button>
          {row.status === ORDER_STATUS.paid && canShip && (
            <Button
              type="link"
              size="small"
              onClick={() => setShipping({ id: row.id, orderNo: String(row.orderNo) })}
            >
              {t("orderArea.ship")}
            </Button>
          )}
          {(row.status === ORDER_STATUS.unpaid || row.status === ORDER_STATUS.paid) &&
            canCancel && (
              <Button type="link" size="small" danger onClick={() => cancel(row)}>
                {t("orderArea.cancel")}
              </Button>
            )}
        </Space>
      ),
    }),
    [tab, t, statusNames, cancel, canShip, canCancel, shopName],
  );

  return (
    <>
      {noticeHolder}
      {modalHolder}
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={TABS.map((key) => {
          const name =
            key === "all"
              ? t("orderArea.tabAll")
              : key === "afterSale"
                ? t("orderDesk.afterSaleTab")
                : (statusNames[key] ?? key);
          return {
            key,
            label:
              counts[key] === undefined
                ? name
                : t("orderArea.tabCount", { name, count: counts[key] }),
          };
        })}
      />
      {tab === "afterSale" ? (
        <AfterSaleList canAnswer={can("refund")} version={afterSales} />
      ) : (
        <ModuleListPage
          key={`${tab}-${version}`}
          module="order"
          declaration={declaration}
          onChanged={changed}
        />
      )}
      <OrderDrawer
        orderId={shown}
        statusNames={statusNames}
        version={version}
        canRefund={can("refund")}
        canRemark={can("remark")}
        shopName={shopName}
        onClose={() => setShown(null)}
      />
      <ShipDialog
        order={shipping}
        onClose={() => setShipping(null)}
        onShipped={() => {
          setShipping(null);
          notice.success(t("orderArea.shipped"));
          changed();
        }}
      />
    </>
  );
}
