import { ArrowDownOutlined, ArrowUpOutlined } from "@ant-design/icons";
import { useDashboardTranslation } from "./dashboardTexts";
import { trend } from "./figures";

/** "↑ 12.5% vs yesterday": the change from the previous period, in words for screen readers too. */
export function TrendTag({
  current,
  previous,
  against,
}: {
  current: number;
  previous: number;
  against: string;
}) {
  const { t } = useDashboardTranslation();
  const change = trend(current, previous);
  const color =
    change.direction === "up" ? "#389e0d" : change.direction === "down" ? "#cf1322" : "inherit";
  const amount =
    change.direction === "flat"
      ? t("dashboard.noChange")
      : change.percent === null
        ? t("dashboard.newSince")
        : `${change.percent}%`;
  return (
    <span style={{ color, whiteSpace: "nowrap" }}>
      {change.direction === "up" ? <ArrowUpOutlined aria-hidden /> : null}
      {change.direction === "down" ? <ArrowDownOutlined aria-hidden /> : null}{" "}
      {change.direction === "down" ? "-" : change.direction === "up" ? "+" : ""}
      {amount} <span style={{ color: "#8c8c8c" }}>{against}</span>
    </span>
  );
}
