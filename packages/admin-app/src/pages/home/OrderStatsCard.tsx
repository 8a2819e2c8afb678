import { Card, Empty, Segmented, Table } from "antd";
import { useState } from "react";
import { currentLanguage } from "../../i18n";
import type { OrderDashboard, OrderFigures } from "./dashboardApi";
import { useDashboardTranslation } from "./dashboardTexts";
import { dayLabel, formatCents, formatCount } from "./figures";

type PeriodKey = "today" | "yesterday" | "thisMonth" | "last7" | "last30";
const PERIODS: PeriodKey[] = ["today", "yesterday", "thisMonth", "last7", "last30"];

type Row = { key: string; label: string } & OrderFigures;

/**
 * The home card 订单统计信息 (issue 33): sales, orders, paying shoppers, average order and refunds
 * of real orders per period, and the last 7 or 30 days one by one. Days are the operator's local
 * days (the server was asked in their zone); amounts are yuan. With no paid order and no refund in
 * 30 days it says so instead of a table of zeros.
 */
export function OrderStatsCard({ orders }: { orders: OrderDashboard }) {
  const { t, i18n } = useDashboardTranslation();
  const language = currentLanguage(i18n);
  const [span, setSpan] = useState<"last7" | "last30">("last7");
  const title = t("dashboard.orders.title");
  const quiet =
    orders.last30.orders === 0 &&
    orders.last30.refunds === 0 &&
    orders.thisMonth.orders === 0 &&
    orders.thisMonth.refunds === 0;
  if (quiet)
    return (
      <Card size="small" title={title}>
        <section aria-label={title}>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("dashboard.orders.empty")} />
        </section>
      </Card>
    );

  const money = (cents: number) => formatCents(cents, language);
  const count = (n: number) => formatCount(n, language);
  const columns = (first: string) => [
    { title: first, dataIndex: "label", key: "label" },
    {
      title: t("dashboard.orders.sales"),
      dataIndex: "salesCents",
      key: "sales",
      align: "right" as const,
      render: money,
    },
    {
      title: t("dashboard.orders.orders"),
      dataIndex: "orders",
      key: "orders",
      align: "right" as const,
      render: count,
    },
    {
      title: t("dashboard.orders.payingShoppers"),
      dataIndex: "payingShoppers",
      key: "shoppers",
      align: "right" as const,
      render: count,
    },
    {
      title: t("dashboard.orders.averageOrder"),
      dataIndex: "averageOrderCents",
      key: "average",
      align: "right" as const,
      render: money,
    },
    {
      title: t("dashboard.orders.refunds"),
      key: "refunds",
      align: "right" as const,
      render: (_: unknown, row: Row) =>
        t("dashboard.orders.refundLine", {
          count: count(row.refunds),
          amount: money(row.refundCents),
        }),
    },
  ];
  const periodRows: Row[] = PERIODS.map((key) => ({
    key,
    label: t(`dashboard.orders.${key}`),
    ...orders[key],
  }));
  // Newest first: the operator reads today's row without scrolling.
  const dayRows: Row[] = orders.perDay
    .slice(span === "last7" ? -7 : -30)
    .reverse()
    .map(({ date, ...figures }) => ({ key: date, label: dayLabel(date), ...figures }));
  return (
    <Card size="small" title={title}>
      <section aria-label={title} style={{ display: "grid", gap: 12 }}>
        <Table<Row>
          size="small"
          pagination={false}
          scroll={{ x: true }}
          columns={columns(t("dashboard.orders.period"))}
          dataSource={periodRows}
        />
        <Segmented
          aria-label={t("dashboard.orders.perDay")}
          value={span}
          onChange={(value) => setSpan(value as "last7" | "last30")}
          options={[
            { value: "last7", label: t("dashboard.orders.last7") },
            { value: "last30", label: t("dashboard.orders.last30") },
          ]}
        />
        <Table<Row>
          size="small"
          pagination={false}
          scroll={{ x: true, y: 280 }}
          columns={columns(t("dashboard.orders.date"))}
          dataSource={dayRows}
        />
      </section>
    </Card>
  );
}
