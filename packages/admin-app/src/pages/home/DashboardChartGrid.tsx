import { Card, Col, Empty, Row } from "antd";
import type { ReactNode } from "react";
import { EChart } from "../../components/charts/EChart";
import { currentLanguage } from "../../i18n";
import { chartSeries, listInWords } from "./chartData";
import {
  type ChartLook,
  donutOption,
  onlineOption,
  rankingOption,
  salesOption,
} from "./chartOptions";
import type { DashboardCharts } from "./dashboardApi";
import { useDashboardTranslation } from "./dashboardTexts";

interface Panel {
  key: string;
  title: string;
  span: number;
  body: ReactNode;
}

/**
 * The dashboard's charts, the ones the answer carries (device figures only with the device grant).
 * /home draws them light; /chart draws the same in the wall look, taller.
 */
export function DashboardChartGrid({
  charts,
  look = "light",
  onFirstChart,
  provinceMap,
}: {
  charts: DashboardCharts;
  look?: ChartLook;
  onFirstChart?: () => void;
  /** /chart's map of devices by province, drawn beside the ranking (the panel takes a full row). */
  provinceMap?: (height: number) => ReactNode;
}) {
  const { t, i18n } = useDashboardTranslation();
  const series = chartSeries(charts, t, currentLanguage(i18n));
  const wall = look === "wall";
  const height = wall ? 360 : 280;
  // On the wall's navy the default grey text could not be read: a light one there.
  const empty = (
    <Empty
      description={
        <span style={wall ? { color: "#c9d1e0" } : undefined}>{t("dashboard.charts.empty")}</span>
      }
      image={Empty.PRESENTED_IMAGE_SIMPLE}
    />
  );
  const chart = (
    title: string,
    option: Parameters<typeof EChart>[0]["option"],
    summary: string,
  ) => (
    <EChart
      label={title}
      summary={t("dashboard.charts.summary", { title, text: summary })}
      option={option}
      height={height}
      dark={wall}
      {...(onFirstChart ? { onFinished: onFirstChart } : {})}
    />
  );
  const panels: Panel[] = [];
  if (series.sales) {
    const title = t("dashboard.charts.salesPerDay");
    const any = series.sales.some((p) => p.count > 0 || p.amountCents > 0);
    panels.push({
      key: "sales",
      title,
      span: 14,
      body: any
        ? chart(
            title,
            salesOption(
              series.sales,
              {
                amount: t("dashboard.charts.salesAmount"),
                count: t("dashboard.charts.salesCount"),
              },
              look,
            ),
            series.salesTotal(charts.salesPerDay),
          )
        : empty,
    });
  }
  if (series.online) {
    const title = t("dashboard.charts.onlineHourly");
    panels.push({
      key: "online",
      title,
      span: 10,
      body: series.online.some((p) => p.online > 0)
        ? chart(
            title,
            onlineOption(series.online, t("dashboard.charts.online"), look),
            series.online.map((p) => `${p.label} ${p.online}`).join(", "),
          )
        : empty,
    });
  }
  const share = (
    key: string,
    title: string,
    items: Array<{ name: string; value: number }> | undefined,
    span: number,
    ranking = false,
  ) => {
    if (!items) return;
    const body =
      items.length > 0
        ? chart(
            title,
            ranking ? rankingOption(items, title, look) : donutOption(items, title, look),
            listInWords(items),
          )
        : empty;
    const map = ranking && items.length > 0 ? provinceMap?.(height) : undefined;
    panels.push({
      key,
      title,
      span: map ? 24 : span,
      body: map ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={14}>
            {map}
          </Col>
          <Col xs={24} xl={10}>
            {body}
          </Col>
        </Row>
      ) : (
        body
      ),
    });
  };
  share("model", t("dashboard.charts.byModel"), series.byModel, 8);
  share("state", t("dashboard.charts.byState"), series.byState, 8);
  share("province", t("dashboard.charts.byProvince"), series.byProvince, 8, true);
  if (panels.length === 0) return null;
  return (
    <Row gutter={[16, 16]}>
      {panels.map((panel) => (
        <Col key={panel.key} xs={24} xl={panel.span}>
          <Card
            size="small"
            title={<h2 style={{ fontSize: wall ? 20 : 14, margin: 0 }}>{panel.title}</h2>}
            style={wall ? wallCard : undefined}
            styles={wall ? { header: { color: "#e6ebf5", borderColor: "#22304a" } } : {}}
          >
            {panel.body}
          </Card>
        </Col>
      ))}
    </Row>
  );
}

const wallCard = { background: "#101a2e", borderColor: "#22304a", color: "#e6ebf5" } as const;
