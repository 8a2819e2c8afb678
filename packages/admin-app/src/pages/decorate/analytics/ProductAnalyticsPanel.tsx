import { Col, Empty, Row, Statistic, Typography } from "antd";
import { EChart } from "../../../components/charts/EChart";
import { currentLanguage } from "../../../i18n";
import { languageTag } from "../../../i18n/languages";
import type { ProductAnalyticsData } from "./analyticsApi";
import { percent, trendOption } from "./analyticsCharts";
import { useAnalyticsTranslation } from "./analyticsTexts";

export interface ProductAnalyticsPanelProps {
  data: ProductAnalyticsData;
}

/**
 * One product's figures over a date range: views of its page, visitors, how many of the views a
 * published page's product card led to (and their share), views and visitors per day, and the
 * pages that led there. A range without a view says so instead of drawing empty axes.
 */
export function ProductAnalyticsPanel({ data }: ProductAnalyticsPanelProps) {
  const { t, i18n } = useAnalyticsTranslation();
  const tag = languageTag(currentLanguage(i18n));
  const number = (value: number) => value.toLocaleString(tag);
  const { totals } = data;
  const share = totals.views > 0 ? totals.fromPages / totals.views : null;

  return (
    <div style={{ display: "grid", gap: 16 }}>
      <Row gutter={16}>
        <Col span={6}>
          <Statistic title={t("productAnalytics.views")} value={number(totals.views)} />
        </Col>
        <Col span={6}>
          <Statistic title={t("productAnalytics.visitors")} value={number(totals.visitors)} />
        </Col>
        <Col span={6}>
          <Statistic title={t("productAnalytics.fromPages")} value={number(totals.fromPages)} />
        </Col>
        <Col span={6}>
          <Statistic title={t("productAnalytics.fromPagesRate")} value={percent(share, tag)} />
        </Col>
      </Row>
      {totals.views === 0 ? (
        <Empty description={t("productAnalytics.empty")} />
      ) : (
        <>
          <EChart
            label={t("pageAnalytics.trend")}
            summary={t("productAnalytics.trendSummary", {
              from: data.from,
              to: data.to,
              views: number(totals.views),
              visitors: number(totals.visitors),
            })}
            option={trendOption(data.days, {
              views: t("productAnalytics.views"),
              visitors: t("productAnalytics.visitors"),
            })}
            height={240}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t("productAnalytics.fromPagesNote")}
          </Typography.Text>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t("productAnalytics.sources")}
          </Typography.Title>
          {data.sources.length > 0 ? (
            <ol aria-label={t("productAnalytics.sources")} style={{ margin: 0, paddingLeft: 20 }}>
              {data.sources.map((source) => (
                <li key={source.pageId} style={{ padding: "4px 0" }}>
                  <span>{source.name}</span>
                  <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
                    {t("productAnalytics.sourceViews", { count: number(source.views) })}
                  </Typography.Text>
                </li>
              ))}
            </ol>
          ) : (
            <Typography.Text type="secondary">{t("productAnalytics.noSources")}</Typography.Text>
          )}
        </>
      )}
    </div>
  );
}
