import { Card, Empty, Table } from "antd";
import { useEffect, useState } from "react";
import type { HttpClient } from "../../../api/http";
import { currentLanguage } from "../../../i18n";
import { languageTag } from "../../../i18n/languages";
import { fetchTopPages, type TopPage } from "./analyticsApi";
import { useAnalyticsTranslation } from "./analyticsTexts";

/**
 * The dashboard's card of the shop's most viewed pages over the last 30 days, with their
 * visitors and form submissions. A failed load leaves the card out: the dashboard's own figures
 * stay readable.
 */
export function TopPagesCard({ http }: { http: HttpClient }) {
  const { t, i18n } = useAnalyticsTranslation();
  const tag = languageTag(currentLanguage(i18n));
  const [pages, setPages] = useState<TopPage[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    fetchTopPages(http).then(
      (answer) => current && setPages(answer.pages),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [http]);

  if (failed) return null;
  const number = (value: number) => value.toLocaleString(tag);
  return (
    <Card
      title={<h3 style={{ fontSize: 16, margin: 0 }}>{t("pageAnalytics.topTitle")}</h3>}
      extra={t("pageAnalytics.topRange")}
      loading={pages === null}
    >
      {pages && pages.length === 0 ? (
        <Empty description={t("pageAnalytics.topEmpty")} />
      ) : (
        <Table<TopPage>
          size="small"
          rowKey="id"
          pagination={false}
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
