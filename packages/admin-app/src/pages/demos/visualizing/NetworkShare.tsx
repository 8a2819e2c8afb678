import { useDemoTranslation } from "../useDemoTranslation";
import { NETWORK_STATUS, percentages } from "./demoFigures";

const RADIUS = 70;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The devices' network status as an SVG ring, with a legend giving each share in words. */
export function NetworkShare() {
  const { t } = useDemoTranslation();
  const shares = percentages(NETWORK_STATUS.map((s) => s.count));
  const total = NETWORK_STATUS.reduce((sum, s) => sum + s.count, 0);
  let offset = 0;
  return (
    <figure style={{ margin: 0, display: "flex", gap: 32, alignItems: "center", flexWrap: "wrap" }}>
      <svg viewBox="0 0 200 200" width={200} height={200} aria-hidden>
        {NETWORK_STATUS.map((status) => {
          const length = (status.count / total) * CIRCUMFERENCE;
          const arc = (
            <circle
              key={status.key}
              cx={100}
              cy={100}
              r={RADIUS}
              fill="none"
              stroke={status.color}
              strokeWidth={28}
              strokeDasharray={`${length} ${CIRCUMFERENCE - length}`}
              strokeDashoffset={-offset}
              transform="rotate(-90 100 100)"
            />
          );
          offset += length;
          return arc;
        })}
      </svg>
      <figcaption>
        <div style={{ fontSize: 18, marginBottom: 8 }}>{t("demos.visual.network")}</div>
        <ul style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {NETWORK_STATUS.map((status, index) => (
            <li key={status.key}>
              {/* The swatch only repeats the ring's colour; the text carries the figure. */}
              <span
                aria-hidden
                style={{
                  display: "inline-block",
                  width: 10,
                  height: 10,
                  marginRight: 8,
                  background: status.color,
                }}
              />
              {t("demos.visual.share", {
                name: t(`demos.visual.${status.key}`),
                count: status.count,
                percent: shares[index],
              })}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
