import { centsToYuan } from "@vitrine/contract";
import { Button, Card, Descriptions, Result, Space, Spin, Tag, Timeline, Typography } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useModuleHttp } from "../../../components/module";
import { cellText } from "../../../components/module/cellText";
import { createModuleApi } from "../../../components/module/moduleApi";
import type { ModuleColumn } from "../../../components/module/moduleTypes";
import { currentLanguage } from "../../../i18n";
import { formatDateTime } from "../../../utils/formatDateTime";
import { OnlineTag } from "../shared/DeviceView";
import { createDeviceApi, type DeviceDetail, type Heartbeat } from "../shared/deviceApi";
import { MADE_FIELDS } from "../shared/deviceFields";
import { coordinates, mapLink } from "../shared/mapLink";
import { useDeviceTranslation } from "../shared/useDeviceTranslation";
import { HeartbeatChart } from "./HeartbeatChart";
import { TimelineDetail } from "./TimelineDetail";

/** The device fields shown, in this order, labelled as the server's module describes them. */
const FIELDS = [
  ...MADE_FIELDS,
  "state",
  "agentId",
  "afterSaleId",
  "appUserId",
  "firstSeenAt",
  "lastSeenAt",
  "batteryLevel",
  "signal",
  "province",
  "batteryModel",
  "batteryCapacityMah",
  "batteryHealth",
  "batteryCycles",
  "batteryReplacedAt",
  "electrodeModel",
  "electrodeBatch",
  "electrodeFittedAt",
  "electrodeUsesLeft",
  "electrodeReplaceBy",
  "remark",
  "createdAt",
];

/**
 * /device/info?id= (设备详情): the device's fields, its sale record, its history as a timeline
 * (made, sold, assigned, parts, firmware, SOS) and its last 24 hours of heartbeats as a chart.
 */
export default function DeviceInfoPage() {
  const { t, i18n } = useDeviceTranslation();
  const language = currentLanguage(i18n);
  const http = useModuleHttp();
  const api = useMemo(() => createDeviceApi(http), [http]);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = Number(search.get("id"));
  const [detail, setDetail] = useState<DeviceDetail | null>(null);
  const [missing, setMissing] = useState(false);
  const [columns, setColumns] = useState<ModuleColumn[]>([]);
  const [points, setPoints] = useState<Heartbeat[] | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: labels follow the interface language.
  useEffect(() => {
    let live = true;
    createModuleApi(http, "device")
      .meta()
      .then(
        (meta) => live && setColumns(meta.columns),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [http, language]);

  useEffect(() => {
    let live = true;
    setDetail(null);
    setMissing(false);
    setPoints(null);
    if (!Number.isInteger(id) || id <= 0) {
      setMissing(true);
      return;
    }
    api.detail(id).then(
      (answer) => live && setDetail(answer),
      () => live && setMissing(true),
    );
    api.heartbeats(id, 24).then(
      (answer) => live && setPoints(answer.points),
      () => live && setPoints([]),
    );
    return () => {
      live = false;
    };
  }, [api, id]);

  const back = <Button onClick={() => navigate("/device/list")}>{t("device.info.back")}</Button>;
  if (missing) return <Result status="404" title={t("device.info.notFound")} extra={back} />;
  if (!detail) return <Spin />;

  const { device, sale, timeline } = detail;
  const label = (key: string) => columns.find((c) => c.key === key)?.label ?? key;
  const value = (key: string) => {
    const raw = device[key];
    if (key === "agentId") return raw == null ? "" : String(device.agentName ?? raw);
    if (key === "afterSaleId") return raw == null ? "" : String(device.afterSaleName ?? raw);
    const column = columns.find((c) => c.key === key);
    return column ? cellText(column, raw, t, language) : raw == null ? "" : String(raw);
  };
  const lat = device.lat as number | null;
  const lng = device.lng as number | null;

  return (
    <Space orientation="vertical" size="middle" style={{ width: "100%" }}>
      <Card
        title={
          <Space>
            <span>{String(device.serial)}</span>
            <Tag>{t(`device.states.${String(device.state)}`)}</Tag>
            <OnlineTag online={device.online as boolean | null} />
          </Space>
        }
        extra={back}
      >
        <Descriptions
          title={t("device.info.details")}
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            ...FIELDS.map((key) => ({ key, label: label(key), children: value(key) })),
            {
              key: "location",
              label: t("device.info.location"),
              children:
                lat != null && lng != null ? (
                  <a href={mapLink(lat, lng)} target="_blank" rel="noreferrer">
                    {coordinates(lat, lng)}
                  </a>
                ) : (
                  ""
                ),
            },
          ]}
        />
      </Card>
      <Card title={t("device.info.sale")}>
        {sale ? (
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 3 }}
            items={[
              { key: "buyer", label: t("device.sale.buyer"), children: sale.buyer },
              { key: "buyerPhone", label: t("device.sale.buyerPhone"), children: sale.buyerPhone },
              {
                key: "soldAt",
                label: t("device.sale.soldAt"),
                children: formatDateTime(sale.soldAt, language),
              },
              {
                key: "price",
                label: t("device.sale.price"),
                children: centsToYuan(sale.priceCents),
              },
              { key: "channel", label: t("device.sale.channel"), children: sale.channel },
              { key: "agent", label: t("device.sale.agent"), children: sale.agentName ?? "" },
              { key: "notes", label: t("device.sale.notes"), children: sale.notes },
            ]}
          />
        ) : (
          <Typography.Text type="secondary">{t("device.info.noSale")}</Typography.Text>
        )}
      </Card>
      <Card title={t("device.info.heartbeats")}>
        {points === null ? <Spin /> : <HeartbeatChart points={points} />}
      </Card>
      <Card title={t("device.info.history")}>
        {timeline.length === 0 ? (
          <Typography.Text type="secondary">{t("device.info.noHistory")}</Typography.Text>
        ) : (
          <Timeline
            items={timeline.map((entry) => ({
              key: entry.id,
              children: (
                <div>
                  <Typography.Text strong>
                    {t(`device.events.${entry.type}`, { defaultValue: entry.type })}
                  </Typography.Text>{" "}
                  <Typography.Text type="secondary">
                    {formatDateTime(entry.at, language)}
                    {entry.username ? ` · ${t("device.info.by", { name: entry.username })}` : ""}
                  </Typography.Text>
                  <TimelineDetail entry={entry} />
                </div>
              ),
            }))}
          />
        )}
      </Card>
    </Space>
  );
}
