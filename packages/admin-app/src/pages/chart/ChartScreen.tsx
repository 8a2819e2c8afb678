import { FullscreenExitOutlined, FullscreenOutlined, ReloadOutlined } from "@ant-design/icons";
import { Alert, Button, Space } from "antd";
import { useEffect, useRef, useState } from "react";
import { preloadECharts } from "../../components/charts/EChart";
import { currentLanguage } from "../../i18n";
import { useFleet } from "../../realtime/useFleet";
import { formatDateTime } from "../../utils/formatDateTime";
import { markFirstChart } from "../home/Dashboard";
import { DashboardChartGrid } from "../home/DashboardChartGrid";
import type { DashboardApi } from "../home/dashboardApi";
import { useDashboardTranslation } from "../home/dashboardTexts";
import { useDashboardData } from "../home/useDashboardData";
import { applyFleetEvent } from "./liveFigures";
import { ProvinceMap } from "./ProvinceMap";
import { useClock } from "./useClock";
import { WallCounters } from "./WallCounters";
import { wallContent } from "./wallContent";

/**
 * /chart: the big-screen data page for a wall display. Dark, large type, the same figures as /home
 * (what the user's grants open), refreshed every minute, with a clock and a full-screen switch.
 */
export function ChartScreen({ api }: { api: DashboardApi }) {
  const { t, i18n } = useDashboardTranslation();
  const language = currentLanguage(i18n);
  const { data, loading, error, updatedAt, refresh } = useDashboardData(api);
  const clock = useClock();
  // Live counters: the realtime line moves them between two loads (every minute).
  const [summary, setSummary] = useState(data?.summary);
  useEffect(() => setSummary(data?.summary), [data]);
  const live = Boolean(data?.summary.devicesOnline || data?.summary.openSos);
  const { status } = useFleet({
    enabled: live,
    onEvent: (event) => {
      // Each event moves the latest counters (several may arrive before React renders again).
      if (data?.summary && applyFleetEvent(data.summary, event) === "reload") refresh();
      else
        setSummary((current) => {
          if (!current) return current;
          const next = applyFleetEvent(current, event);
          return next === "reload" ? current : next;
        });
    },
    onResync: refresh,
  });
  const screen = useRef<HTMLDivElement>(null);
  const [fullScreen, setFullScreen] = useState(false);
  useEffect(() => preloadECharts(), []);
  useEffect(() => {
    const follow = () => setFullScreen(document.fullscreenElement === screen.current);
    document.addEventListener("fullscreenchange", follow);
    return () => document.removeEventListener("fullscreenchange", follow);
  }, []);
  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void screen.current?.requestFullscreen?.();
  };
  return (
    <div ref={screen} style={wall} data-theme="dark">
      <header style={header}>
        <h1 style={{ fontSize: 28, margin: 0, color: "#f0f4fa" }}>{t("dashboard.screen.title")}</h1>
        <Space wrap>
          <time
            dateTime={clock.toISOString()}
            title={t("dashboard.screen.clock")}
            style={{ fontSize: 20, color: "#c9d1e0", fontVariantNumeric: "tabular-nums" }}
          >
            {formatDateTime(clock.toISOString(), language)}
          </time>
          {status === "open" ? (
            <span style={{ color: "#52c41a" }}>● {t("dashboard.screen.live")}</span>
          ) : null}
          {updatedAt ? (
            <span style={{ color: "#9aa8c0" }}>
              {t("dashboard.updatedAt", {
                time: formatDateTime(updatedAt.toISOString(), language),
              })}
            </span>
          ) : null}
          <Button ghost icon={<ReloadOutlined />} onClick={refresh} loading={loading}>
            {t("dashboard.refresh")}
          </Button>
          <Button
            ghost
            icon={fullScreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
            onClick={toggleFullScreen}
          >
            {fullScreen ? t("dashboard.screen.exitFullScreen") : t("dashboard.screen.fullScreen")}
          </Button>
        </Space>
      </header>
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
      {data && wallContent(data) !== "figures" ? (
        <Alert
          type="info"
          showIcon
          title={t("dashboard.screen.nothingTitle")}
          description={t(
            wallContent(data) === "none"
              ? "dashboard.screen.nothingGranted"
              : "dashboard.screen.nothingYet",
          )}
          data-testid="wall-explanation"
        />
      ) : null}
      {data && wallContent(data) !== "none" ? (
        <>
          <WallCounters summary={summary ?? data.summary} />
          <DashboardChartGrid
            charts={data.charts}
            look="wall"
            onFirstChart={markFirstChart}
            provinceMap={(height) =>
              data.charts.devicesByProvince ? (
                <ProvinceMap items={data.charts.devicesByProvince} height={height} />
              ) : null
            }
          />
        </>
      ) : null}
    </div>
  );
}

const wall = {
  background: "#0b1426",
  color: "#e6ebf5",
  minHeight: "calc(100vh - 120px)",
  padding: 24,
  borderRadius: 8,
  display: "grid",
  gap: 20,
  alignContent: "start",
  overflow: "auto",
} as const;
const header = {
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "center",
  gap: 12,
} as const;
