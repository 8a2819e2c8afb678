import { ReloadOutlined } from "@ant-design/icons";
import { Alert, Button, Space, Spin, Typography } from "antd";
import { useEffect } from "react";
import { preloadECharts } from "../../components/charts/EChart";
import { currentLanguage } from "../../i18n";
import { formatDateTime } from "../../utils/formatDateTime";
import { AttentionList } from "./AttentionList";
import { DashboardCards } from "./DashboardCards";
import { DashboardChartGrid } from "./DashboardChartGrid";
import type { DashboardApi } from "./dashboardApi";
import { useDashboardTranslation } from "./dashboardTexts";
import { OrderStatsCard } from "./OrderStatsCard";
import { useDashboardData } from "./useDashboardData";
import { LIVE_SETTLE_MS, useLiveRefresh } from "./useLiveRefresh";

/** Marks the first finished chart once per page load: the cold-load bench reads it. */
export function markFirstChart(): void {
  if (
    typeof performance === "undefined" ||
    performance.getEntriesByName("vitrine:first-chart").length
  )
    return;
  performance.mark("vitrine:first-chart");
}

/**
 * The figures of /home: cards, charts and the "needs you" list, read again when the fleet changes
 * (devices online or offline, SOS alarms), every minute and on the refresh button.
 */
export function Dashboard({
  api,
  liveSettleMs = LIVE_SETTLE_MS,
}: {
  api: DashboardApi;
  liveSettleMs?: number;
}) {
  const { t, i18n } = useDashboardTranslation();
  const { data, loading, error, updatedAt, refresh } = useDashboardData(api);
  const follows = Boolean(data?.summary.devicesOnline || data?.summary.openSos);
  const live = useLiveRefresh(refresh, follows, liveSettleMs);
  useEffect(() => preloadECharts(), []);
  return (
    <section aria-label={t("dashboard.overview")} style={{ display: "grid", gap: 16 }}>
      <Space wrap style={{ justifyContent: "space-between", width: "100%" }}>
        <h2 style={{ fontSize: 16, margin: 0 }}>{t("dashboard.overview")}</h2>
        <Space>
          {live ? (
            <Typography.Text type="success" style={{ fontSize: 12 }} data-testid="dashboard-live">
              ● {t("dashboard.followsLive")}
            </Typography.Text>
          ) : null}
          {updatedAt ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t("dashboard.updatedAt", {
                time: formatDateTime(updatedAt.toISOString(), currentLanguage(i18n)),
              })}
            </Typography.Text>
          ) : null}
          <Button icon={<ReloadOutlined />} onClick={refresh} loading={loading}>
            {t("dashboard.refresh")}
          </Button>
        </Space>
      </Space>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={t("dashboard.loadFailed")}
          description={error}
          action={
            <Button size="small" onClick={refresh}>
              {t("dashboard.retry")}
            </Button>
          }
        />
      ) : null}
      {!data && loading ? <Spin /> : null}
      {data ? (
        <>
          <DashboardCards summary={data.summary} />
          {data.orders ? <OrderStatsCard orders={data.orders} /> : null}
          <DashboardChartGrid charts={data.charts} onFirstChart={markFirstChart} />
          <AttentionList attention={data.attention} />
        </>
      ) : null}
    </section>
  );
}
