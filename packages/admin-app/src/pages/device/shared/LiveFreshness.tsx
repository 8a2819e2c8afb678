import { Button, Space, Tag, Typography } from "antd";
import type { FleetStatus } from "../../../realtime/connection";
import { useDeviceTranslation } from "./useDeviceTranslation";

/**
 * How fresh the rows of a live list are: 实时 while the live line is open (each online, offline
 * and heartbeat moves the rows), else 未实时 with the time of the last read and a refresh button,
 * so an operator never takes an old 在线 for the present.
 */
export function LiveFreshness({
  status,
  updatedAt,
  onRefresh,
}: {
  status: FleetStatus;
  updatedAt: Date | null;
  onRefresh(): void;
}) {
  const { t, i18n } = useDeviceTranslation();
  const live = status === "open";
  const time = updatedAt ? updatedAt.toLocaleTimeString(i18n.language, { hour12: false }) : "—";
  return (
    <Space size="small" data-testid="device-live-freshness">
      <Tag color={live ? "green" : "default"}>{t(live ? "device.live.on" : "device.live.off")}</Tag>
      <Typography.Text type="secondary">{t("device.live.updatedAt", { time })}</Typography.Text>
      <Button size="small" onClick={onRefresh}>
        {t("device.live.refresh")}
      </Button>
    </Space>
  );
}
