import { Alert, Card, Empty, Table } from "antd";
import { useEffect, useState } from "react";
import type { HttpClient } from "../../../api/http";
import { currentLanguage } from "../../../i18n";
import { languageTag } from "../../../i18n/languages";
import { AnalyticsRangePicker } from "./AnalyticsRangePicker";
import { type DayRange, fetchTopPages, type TopPage, type TopPagesData } from "./analyticsApi";
import { useAnalyticsTranslation } from "./analyticsTexts";

/**
 * The dashboard's card of the shop's most viewed pages, with their visitors and form
 * submissions: the last 30 days first, any other days from its picker. A failed first load leaves
 * the card out (the dashboard's own figures stay readable); a failed later one (a range the server
 * refuses, over a year) keeps the last figures and says why, the picker back on their days.
 */
export function TopPagesCard({ http }: { http: HttpClient }) {
  const { t, i18n } = useAnalyticsTranslation();
  const tag = languageTag(currentLanguage(i18n));
  const [range, setRange] = useState<DayRange>({});
  const [data, setData] = useState<TopPagesData | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setLoading(true);
    fetchTopPages(http, range).then(
      (answer) => {
        if (!current) return;
        setData(answer);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!current) return;
        setError(failure instanceof Error ? failure.message : String(failure));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [http, range]);

  if (error !== null && !data) return null;
  const pages = data?.pages ?? null;
  const number = (value: number) => value.toLocaleString(tag);
  return (
    <Card
      title={<h3 style={{ fontSize: 16, margin: 0 }}>{t("pageAnalytics.topTitle")}</h3>}
      extra={<AnalyticsRangePicker size="small" shown={data} onChange={setRange} />}
      loading={pages === null}
    >
      {error && (
        <Alert
          type="warning"
          showIcon
          title={t("pageAnalytics.loadFailed")}
          description={error}
          style={{ marginBottom: 12 }}
        />
      )}
      {pages && pages.length === 0 ? (
        <Empty description={t("pageAnalytics.topEmpty")} />
      ) : (
        <Table<TopPage>
          size="small"
          rowKey="id"
          pagination={false}
          loading={loading && pages !== null}
          dataSource={pages ?? []}
          aria-label={t("pageAnalytics.topTitle")}
          columns={[
            { key: "name", dataIndex: "name", title: t("pageAnalytics.page") },
            {
              key: "views",
              dataIndex: "views",
              title: t("pageAnalytics.views"),
              align: "right",
              render: number,
            },
            {
              key: "visitors",
              dataIndex: "visitors",
              title: t("pageAnalytics.visitors"),
              align: "right",
              render: number,
            },
            {
              key: "conversions",
              dataIndex: "conversions",
              title: t("pageAnalytics.conversions"),
              align: "right",
              render: number,
            },
          ]}
        />
      )}
    </Card>
  );
}
