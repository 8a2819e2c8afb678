import { Card, Col, Row, Typography } from "antd";
import type { ReactNode } from "react";
import { currentLanguage } from "../../i18n";
import type { DashboardSummary, PeriodFigures } from "./dashboardApi";
import { useDashboardTranslation } from "./dashboardTexts";
import { formatCents, formatCount } from "./figures";
import { TrendTag } from "./TrendTag";

interface CardProps {
  title: string;
  value: string;
  lines: ReactNode[];
}

/** One figure: its name, its value in large type, and the lines under it. */
function FigureCard({ title, value, lines }: CardProps) {
  return (
    <Card size="small" style={{ height: "100%" }}>
      <section aria-label={title}>
        <Typography.Text type="secondary">{title}</Typography.Text>
        <div style={{ fontSize: 28, fontWeight: 600, lineHeight: 1.4 }} data-figure={title}>
          {value}
        </div>
        {lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of lines per card
          <div key={i} style={{ fontSize: 12 }}>
            {line}
          </div>
        ))}
      </section>
    </Card>
  );
}

/**
 * The cards of /home: each figure the user may see (the server leaves the others out), today's
 * value with the change from yesterday, and the last 30 days against the 30 before.
 */
export function DashboardCards({ summary }: { summary: DashboardSummary }) {
  const { t, i18n } = useDashboardTranslation();
  const language = currentLanguage(i18n);
  const count = (n: number) => formatCount(n, language);
  const periodLines = (p: PeriodFigures, format: (n: number) => string) => [
    <TrendTag
      key="day"
      current={p.today}
      previous={p.yesterday}
      against={t("dashboard.vsYesterday")}
    />,
    <span key="30">
      {t("dashboard.days30")} {format(p.last30)}{" "}
      <TrendTag current={p.last30} previous={p.previous30} against={t("dashboard.vsPrevious30")} />
    </span>,
  ];
  const cards: CardProps[] = [];
  if (summary.newAppUsers)
    cards.push({
      title: t("dashboard.cards.newAppUsers"),
      value: count(summary.newAppUsers.today),
      lines: periodLines(summary.newAppUsers, count),
    });
  if (summary.devicesSold)
    cards.push({
      title: t("dashboard.cards.devicesSold"),
      value: count(summary.devicesSold.today),
      lines: periodLines(summary.devicesSold, count),
    });
  if (summary.sales) {
    const money = (n: number) => formatCents(n, language, 0);
    cards.push({
      title: t("dashboard.cards.sales"),
      value: formatCents(summary.sales.today, language),
      lines: [
        ...periodLines(summary.sales, money),
        <Typography.Text key="note" type="secondary" style={{ fontSize: 12 }}>
          {t("dashboard.cards.salesNote")}
        </Typography.Text>,
      ],
    });
  }
  if (summary.devicesOnline)
    cards.push({
      title: t("dashboard.cards.devicesOnline"),
      value: count(summary.devicesOnline.now),
      lines: [t("dashboard.cards.onlineOf", { total: count(summary.devicesOnline.inService) })],
    });
  if (summary.openSos)
    cards.push({
      title: t("dashboard.cards.openSos"),
      value: count(summary.openSos.open),
      lines: [
        t("dashboard.cards.waiting", { count: count(summary.openSos.waiting) }),
        <span key="today">
          {t("dashboard.today")} {count(summary.openSos.today)}{" "}
          <TrendTag
            current={summary.openSos.today}
            previous={summary.openSos.yesterday}
            against={t("dashboard.vsYesterday")}
          />
        </span>,
      ],
    });
  if (summary.openFeedback)
    cards.push({
      title: t("dashboard.cards.openFeedback"),
      value: count(summary.openFeedback.open),
      lines: [
        t("dashboard.cards.waiting", { count: count(summary.openFeedback.waiting) }),
        <span key="today">
          {t("dashboard.today")} {count(summary.openFeedback.today)}{" "}
          <TrendTag
            current={summary.openFeedback.today}
            previous={summary.openFeedback.yesterday}
            against={t("dashboard.vsYesterday")}
          />
        </span>,
      ],
    });
  if (cards.length === 0) return null;
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.title} xs={24} sm={12} lg={8} xl={4}>
          <FigureCard {...card} />
        </Col>
      ))}
    </Row>
  );
}
