import { messages } from "@vitrine/editor-core";
import { Col, Empty, Row, Statistic, Typography } from "antd";
import { EChart } from "../../../components/charts/EChart";
import { currentLanguage } from "../../../i18n";
import { languageTag } from "../../../i18n/languages";
import type { ComponentClicks, PageAnalyticsData } from "./analyticsApi";
import { clicksOption, percent, trendOption } from "./analyticsCharts";
import { useAnalyticsTranslation } from "./analyticsTexts";

export interface PageAnalyticsPanelProps {
  data: PageAnalyticsData;
}

/**
 * One page's figures over a date range: the totals (views, visitors, form submissions and their
 * rate per visitor), views and visitors per day as lines, clicks per component as bars. A range
 * without a visit says so instead of drawing empty axes.
 */
export function PageAnalyticsPanel({ data }: PageAnalyticsPanelProps) {
  const { t, i18n } = useAnalyticsTranslation();
  const language = currentLanguage(i18n);
  const tag = languageTag(language);
  const number = (value: number) => value.toLocaleString(tag);
  const { totals } = data;
  // A component is named by its place on the page and its kind, as the editor's list shows it.
  const labelOf = (click: ComponentClicks) => {
    const name =
      messages[language]?.[`component.${click.componentType}.title`] ?? click.componentType;
    return click.position === null
      ? t("pageAnalytics.componentGone", { name })
      : t("pageAnalytics.componentAt", { position: click.position, name });
  };
  const bars = data.clicks.map((click) => ({ label: labelOf(click), clicks: click.clicks }));

  return (
    <div style={{ display: "grid", gap: 16 }}>
      <Row gutter={16}>
        <Col flex={1}>
          <Statistic title={t("pageAnalytics.views")} value={number(totals.views)} />
        </Col>
        <Col flex={1}>
          <Statistic title={t("pageAnalytics.visitors")} value={number(totals.visitors)} />
        </Col>
        <Col flex={1}>
          <Statistic title={t("pageAnalytics.conversions")} value={number(totals.conversions)} />
        </Col>
        <Col flex={1}>
          <Statistic
            title={t("pageAnalytics.conversionRate")}
            value={percent(totals.conversionRate, tag)}
          />
        </Col>
        <Col flex={1}>
          <Statistic title={t("pageAnalytics.productViews")} value={number(totals.productViews)} />
        </Col>
      </Row>
      {totals.views === 0 && totals.clicks === 0 && totals.conversions === 0 ? (
        <Empty description={t("pageAnalytics.empty")}>
          <Typography.Text type="secondary">{t("pageAnalytics.emptyHint")}</Typography.Text>
        </Empty>
      ) : (
        <>
          <EChart
            label={t("pageAnalytics.trend")}
            summary={t("pageAnalytics.trendSummary", {
              from: data.from,
              to: data.to,
              views: number(totals.views),
              visitors: number(totals.visitors),
            })}
            option={trendOption(data.days, {
              views: t("pageAnalytics.views"),
              visitors: t("pageAnalytics.visitors"),
            })}
            height={260}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t("pageAnalytics.visitorsNote")}
          </Typography.Text>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t("pageAnalytics.clicksByComponent")}
          </Typography.Title>
          {bars.length > 0 ? (
            <EChart
              label={t("pageAnalytics.clicksByComponent")}
              summary={t("pageAnalytics.clicksSummary", {
                count: bars.length,
                top: bars[0]?.label ?? "",
                clicks: number(bars[0]?.clicks ?? 0),
              })}
              option={clicksOption(bars, t("pageAnalytics.clicks"))}
              height={Math.max(120, bars.length * 32 + 24)}
            />
          ) : (
            <Typography.Text type="secondary">{t("pageAnalytics.noClicks")}</Typography.Text>
          )}
        </>
      )}
    </div>
  );
}
