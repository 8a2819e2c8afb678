import { currentLanguage } from "../../i18n";
import type { DashboardSummary } from "../home/dashboardApi";
import { useDashboardTranslation } from "../home/dashboardTexts";
import { formatCents, formatCount } from "../home/figures";

/** The wall's big counters: the figures of the summary the user may see, in large type. */
export function WallCounters({ summary }: { summary: DashboardSummary }) {
  const { t, i18n } = useDashboardTranslation();
  const language = currentLanguage(i18n);
  const count = (n: number) => formatCount(n, language);
  const counters: Array<{ label: string; value: string; tone?: string }> = [];
  if (summary.devicesOnline) {
    counters.push({
      label: t("dashboard.cards.devicesOnline"),
      value: count(summary.devicesOnline.now),
      tone: "#36cfc9",
    });
    counters.push({
      label: t("dashboard.screen.inService"),
      value: count(summary.devicesOnline.inService),
    });
  }
  if (summary.openSos)
    counters.push({
      label: t("dashboard.cards.openSos"),
      value: count(summary.openSos.open),
      tone: "#ff4d4f",
    });
  if (summary.devicesSold)
    counters.push({
      label: t("dashboard.screen.soldToday"),
      value: count(summary.devicesSold.today),
    });
  if (summary.sales)
    counters.push({
      label: t("dashboard.screen.salesToday"),
      // In fen as /home writes it (¥12.35): rounded to ¥12 the two pages disagreed.
      value: formatCents(summary.sales.today, language),
    });
  if (summary.newAppUsers)
    counters.push({
      label: t("dashboard.screen.newUsersToday"),
      value: count(summary.newAppUsers.today),
    });
  if (summary.openFeedback)
    counters.push({
      label: t("dashboard.cards.openFeedback"),
      value: count(summary.openFeedback.open),
    });
  if (counters.length === 0) return null;
  return (
    <ul style={list}>
      {counters.map((c) => (
        <li key={c.label} style={item} aria-label={c.label}>
          <span style={{ fontSize: 16, color: "#9aa8c0" }}>{c.label}</span>
          <strong style={{ fontSize: 44, lineHeight: 1.2, color: c.tone ?? "#f0f4fa" }}>
            {c.value}
          </strong>
        </li>
      ))}
    </ul>
  );
}

const list = {
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(180px, 1fr))",
  gap: 16,
} as const;
const item = {
  display: "flex",
  flexDirection: "column",
  gap: 4,
  padding: "16px 20px",
  background: "#101a2e",
  border: "1px solid #22304a",
  borderRadius: 8,
} as const;
