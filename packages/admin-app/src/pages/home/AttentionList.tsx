import { Card, Col, Empty, List, Row, Tag, Typography } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { currentLanguage } from "../../i18n";
import { formatDateTime } from "../../utils/formatDateTime";
import type { DashboardAttention } from "./dashboardApi";
import { useDashboardTranslation } from "./dashboardTexts";

interface Section {
  key: string;
  title: string;
  to: string;
  total: number;
  note?: string;
  rows: Array<{ id: number; main: ReactNode; side: ReactNode }>;
}

/**
 * "Needs you": new SOS alarms, the feedback waiting longest and goods low on stock, each with a
 * link to its screen. Only the lists the user may see are in the answer.
 */
export function AttentionList({ attention }: { attention: DashboardAttention }) {
  const { t, i18n } = useDashboardTranslation();
  const language = currentLanguage(i18n);
  const when = (iso: string) => (
    <time dateTime={iso} style={{ color: "#8c8c8c", fontSize: 12 }}>
      {formatDateTime(iso, language)}
    </time>
  );
  const sections: Section[] = [];
  if (attention.sos)
    sections.push({
      key: "sos",
      title: t("dashboard.attention.sos"),
      to: "/sos",
      total: attention.sos.total,
      rows: attention.sos.items.map((item) => ({
        id: item.id,
        main: (
          <span>
            <Tag color="red">SOS</Tag>
            {item.serial}
          </span>
        ),
        side: when(item.raisedAt),
      })),
    });
  if (attention.feedback)
    sections.push({
      key: "feedback",
      title: t("dashboard.attention.feedback"),
      to: "/feedback",
      total: attention.feedback.total,
      rows: attention.feedback.items.map((item) => ({
        id: item.id,
        main: (
          <Typography.Text ellipsis={{ tooltip: item.excerpt }}>{item.excerpt}</Typography.Text>
        ),
        side: when(item.createdAt),
      })),
    });
  if (attention.lowStock)
    sections.push({
      key: "lowStock",
      title: t("dashboard.attention.lowStock"),
      to: "/goods/list",
      total: attention.lowStock.total,
      note: t("dashboard.attention.lowStockThreshold", { threshold: attention.lowStock.threshold }),
      rows: attention.lowStock.items.map((item) => ({
        id: item.id,
        main: <Typography.Text ellipsis>{item.name}</Typography.Text>,
        side: (
          <Tag color={item.stock === 0 ? "red" : "orange"}>
            {t("dashboard.attention.stock", { stock: item.stock })}
          </Tag>
        ),
      })),
    });
  if (sections.length === 0) return null;
  const allClear = sections.every((s) => s.total === 0);
  return (
    <Card
      size="small"
      title={<h2 style={{ fontSize: 14, margin: 0 }}>{t("dashboard.attention.title")}</h2>}
    >
      {allClear ? (
        <Empty
          description={t("dashboard.attention.allClear")}
          image={Empty.PRESENTED_IMAGE_SIMPLE}
        />
      ) : (
        <Row gutter={[16, 16]}>
          {sections.map((section) => (
            <Col key={section.key} xs={24} lg={8}>
              <section aria-label={section.title}>
                <h3 style={{ fontSize: 14, margin: "0 0 4px" }}>
                  <Link to={section.to}>{section.title}</Link>
                </h3>
                {section.note ? (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {section.note}
                  </Typography.Text>
                ) : null}
                <List
                  size="small"
                  dataSource={section.rows}
                  locale={{ emptyText: t("dashboard.attention.none") }}
                  rowKey="id"
                  renderItem={(row) => (
                    <List.Item extra={row.side} style={{ paddingInline: 0 }}>
                      {row.main}
                    </List.Item>
                  )}
                />
                {section.total > section.rows.length ? (
                  <Link to={section.to}>
                    {t("dashboard.attention.more", { count: section.total })}
                  </Link>
                ) : null}
              </section>
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
