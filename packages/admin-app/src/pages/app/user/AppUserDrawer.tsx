import { Descriptions, Drawer, Empty, Image, Table, Tag } from "antd";
import { useEffect, useState } from "react";
import { useModuleHttp } from "../../../components/module";
import { formatDateTime } from "../format";
import { type RegionNode, regionLabel } from "../regions";
import { useAppTranslation } from "../useAppTranslation";

export interface AppUserDetail {
  id: number;
  phone: string;
  nickname: string;
  avatar: string;
  gender: number;
  region: string;
  registeredAt: string;
  lastActiveAt: string | null;
  status: number;
  isDistributor: boolean;
  devices: Array<{
    id: number;
    serial: string;
    model: string;
    state: string;
    lastSeenAt: string | null;
  }>;
}

export interface AppUserDrawerProps {
  /** The user to show, or null when closed. */
  userId: number | null;
  /** The module's labels for the fields and options (from its meta), in the operator's language. */
  labels: Record<string, string>;
  genderNames: Record<number, string>;
  statusNames: Record<number, string>;
  regions: RegionNode[];
  onClose(): void;
}

/** One app user in full: profile, region by name, activity, and the devices bound to them. */
export function AppUserDrawer({
  userId,
  labels,
  genderNames,
  statusNames,
  regions,
  onClose,
}: AppUserDrawerProps) {
  const { t } = useAppTranslation();
  const http = useModuleHttp();
  const [user, setUser] = useState<AppUserDetail | null>(null);
  useEffect(() => {
    setUser(null);
    if (userId === null) return;
    let live = true;
    http.get<AppUserDetail>("/appUser/info", { id: userId }).then(
      (answer) => live && setUser(answer),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [http, userId]);

  return (
    <Drawer open={userId !== null} onClose={onClose} title={t("appArea.detailTitle")} size="large">
      {user && (
        <>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={labels.avatar}>
              {user.avatar ? <Image src={user.avatar} width={64} /> : "-"}
            </Descriptions.Item>
            <Descriptions.Item label={labels.phone}>{user.phone}</Descriptions.Item>
            <Descriptions.Item label={labels.nickname}>{user.nickname || "-"}</Descriptions.Item>
            <Descriptions.Item label={labels.gender}>
              {genderNames[user.gender] ?? user.gender}
            </Descriptions.Item>
            <Descriptions.Item label={labels.region}>
              {regionLabel(user.region, regions) || "-"}
            </Descriptions.Item>
            <Descriptions.Item label={labels.registeredAt}>
              {formatDateTime(user.registeredAt)}
            </Descriptions.Item>
            <Descriptions.Item label={labels.lastActiveAt}>
              {user.lastActiveAt ? formatDateTime(user.lastActiveAt) : t("appArea.never")}
            </Descriptions.Item>
            <Descriptions.Item label={labels.status}>
              <Tag color={user.status === 1 ? "green" : "red"}>{statusNames[user.status]}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={labels.isDistributor}>
              {user.isDistributor ? t("appArea.yes") : t("appArea.no")}
            </Descriptions.Item>
          </Descriptions>
          <h3 style={{ marginTop: 24 }}>{t("appArea.devices")}</h3>
          {user.devices.length === 0 ? (
            <Empty description={t("appArea.noDevices")} />
          ) : (
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={user.devices}
              columns={[
                { key: "serial", dataIndex: "serial", title: t("appArea.deviceSerial") },
                { key: "model", dataIndex: "model", title: t("appArea.deviceModel") },
                { key: "state", dataIndex: "state", title: t("appArea.deviceState") },
                {
                  key: "lastSeenAt",
                  dataIndex: "lastSeenAt",
                  title: t("appArea.lastSeen"),
                  render: (value: string | null) =>
                    value ? formatDateTime(value) : t("appArea.never"),
                },
              ]}
            />
          )}
        </>
      )}
    </Drawer>
  );
}
