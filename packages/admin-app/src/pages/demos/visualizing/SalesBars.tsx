import { useDemoTranslation } from "../useDemoTranslation";
import { MONTHLY_SALES } from "./demoFigures";

const WIDTH = 480;
const HEIGHT = 240;
const BAR = 48;

/** Devices sold per month as an SVG bar chart, each bar labelled with its figure. */
export function SalesBars() {
  const { t } = useDemoTranslation();
  const top = Math.max(...MONTHLY_SALES.map((m) => m.count));
  const step = WIDTH / MONTHLY_SALES.length;
  return (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ fontSize: 18, marginBottom: 8 }}>{t("demos.visual.sales")}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 40}`}
        width="100%"
        style={{ maxWidth: WIDTH }}
        role="img"
        aria-label={t("demos.visual.sales")}
      >
        {MONTHLY_SALES.map(({ month, count }, index) => {
          const height = (count / top) * (HEIGHT - 24);
          const x = index * step + (step - BAR) / 2;
          return (
            <g key={month} data-month={month}>
              <title>{`${t("demos.visual.month", { month })}: ${t("demos.visual.units", { count })}`}</title>
              <rect x={x} y={HEIGHT - height} width={BAR} height={height} fill="#409eff" rx={4} />
              <text x={x + BAR / 2} y={HEIGHT - height - 6} fill="#fff" textAnchor="middle">
                {count}
              </text>
              <text x={x + BAR / 2} y={HEIGHT + 24} fill="#c0c4cc" textAnchor="middle">
                {t("demos.visual.month", { month })}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
