import { centsToYuan } from "@vitrine/contract";
import { Typography } from "antd";
import { Link } from "react-router";
import type { HistoryEntry } from "../shared/deviceApi";
import { coordinates, mapLink } from "../shared/mapLink";
import { useDeviceTranslation } from "../shared/useDeviceTranslation";

/** What one history entry changed, in words: the buyer and price, the agent, the firmware, the alarm. */
export function TimelineDetail({ entry }: { entry: HistoryEntry }) {
  const { t } = useDeviceTranslation();
  const d = entry.detail ?? {};
  const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));
  switch (entry.type) {
    case "sold":
      return (
        <Typography.Paragraph style={{ margin: 0 }}>
          {text(d.buyer)}
          {typeof d.priceCents === "number" ? ` · ${centsToYuan(d.priceCents)}` : ""}
        </Typography.Paragraph>
      );
    case "agent":
      return <Typography.Paragraph style={{ margin: 0 }}>{text(d.agentName)}</Typography.Paragraph>;
    case "afterSale":
      return (
        <Typography.Paragraph style={{ margin: 0 }}>{text(d.afterSaleName)}</Typography.Paragraph>
      );
    case "firmware":
      return (
        <Typography.Paragraph style={{ margin: 0 }}>
          {t(d.success === false ? "device.info.upgradeFailed" : "device.info.upgradeOk", {
            version: text(d.version),
          })}
        </Typography.Paragraph>
      );
    case "sos": {
      const lat = typeof d.lat === "number" ? d.lat : null;
      const lng = typeof d.lng === "number" ? d.lng : null;
      return (
        <Typography.Paragraph style={{ margin: 0 }}>
          <Link to={`/sos?id=${text(d.alarmId)}`}>
            {t("device.info.alarm", { id: text(d.alarmId) })}
          </Link>
          {lat !== null && lng !== null ? (
            <>
              {" · "}
              <a href={mapLink(lat, lng)} target="_blank" rel="noreferrer">
                {coordinates(lat, lng)}
              </a>
            </>
          ) : null}
        </Typography.Paragraph>
      );
    }
    default:
      return null;
  }
}
