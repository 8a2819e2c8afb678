import { Space, Tag, Typography } from "antd";
import type { FleetEvent } from "../../realtime/types";
import { useLiveTime } from "./useLiveTime";
import { useLiveFleetTranslation } from "./websocketTexts";

const EVENT_COLOR: Record<FleetEvent["type"], string> = {
  online: "green",
  offline: "default",
  heartbeat: "blue",
  sos: "red",
  sosChanged: "orange",
  afterSale: "purple",
};

/** One line of the event feed: its type, the device, what it says and when. */
export function LiveEventLine({ event }: { event: FleetEvent }) {
  const { t } = useLiveFleetTranslation();
  const time = useLiveTime();

  const describe = () => {
    switch (event.type) {
      case "heartbeat":
        return t("liveFleet.heartbeatDetail", {
          battery: event.battery ?? "-",
          signal: event.signal ?? "-",
        });
      case "sos":
        return t("liveFleet.sosDetail", { id: event.alarmId });
      case "sosChanged":
        return t("liveFleet.sosChangedDetail", { id: event.alarmId, status: event.status });
      default:
        return "";
    }
  };

  return (
    <Space wrap>
      <Tag color={EVENT_COLOR[event.type]}>{t(`liveFleet.eventTypes.${event.type}`)}</Tag>
      {"serial" in event && <Typography.Text strong>{event.serial}</Typography.Text>}
      <span>{describe()}</span>
      {"at" in event && <Typography.Text type="secondary">{time(event.at)}</Typography.Text>}
    </Space>
  );
}
