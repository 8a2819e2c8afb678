import { Table, Tag } from "antd";
import { Link } from "react-router";
import type { LiveDevice } from "./liveApi";
import { useLiveTime } from "./useLiveTime";
import { useLiveFleetTranslation } from "./websocketTexts";

/** The most recently heard devices, each linking to its page, updated in place by the line. */
export function LiveDeviceTable({ devices, loading }: { devices: LiveDevice[]; loading: boolean }) {
  const { t } = useLiveFleetTranslation();
  const time = useLiveTime();
  return (
    <Table<LiveDevice>
      rowKey="id"
      size="small"
      loading={loading}
      pagination={false}
      dataSource={devices}
      columns={[
        {
          key: "serial",
          title: t("liveFleet.serial"),
          render: (_, row) => <Link to={`/device/info?id=${row.id}`}>{row.serial}</Link>,
        },
        { key: "model", title: t("liveFleet.model"), dataIndex: "model" },
        { key: "agent", title: t("liveFleet.agent"), dataIndex: "agentName" },
        {
          key: "online",
          title: t("liveFleet.status"),
          render: (_, row) =>
            row.online === null ? (
              <Tag>{t("liveFleet.never")}</Tag>
            ) : (
              <Tag color={row.online ? "green" : "default"}>
                {row.online ? t("liveFleet.online") : t("liveFleet.offline")}
              </Tag>
            ),
        },
        { key: "battery", title: t("liveFleet.battery"), dataIndex: "batteryLevel" },
        { key: "signal", title: t("liveFleet.signal"), dataIndex: "signal" },
        {
          key: "lastSeenAt",
          title: t("liveFleet.lastSeenAt"),
          render: (_, row) => time(row.lastSeenAt),
        },
      ]}
    />
  );
}
