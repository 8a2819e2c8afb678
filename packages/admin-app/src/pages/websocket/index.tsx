import { ReloadOutlined } from "@ant-design/icons";
import {
  Alert,
  Badge,
  Button,
  Card,
  Col,
  Input,
  Row,
  Select,
  Space,
  Statistic,
  Table,
  Tag,
  Typography,
} from "antd";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { useModuleHttp } from "../../components/module";
import type { FleetStatus } from "../../realtime/connection";
import { LiveEventFeed } from "../../realtime/LiveEventFeed";
import type { FleetEvent } from "../../realtime/types";
import { useEventFeed } from "../../realtime/useEventFeed";
import { useFleet } from "../../realtime/useFleet";
import { createLiveApi, type LiveCounts, type LiveDevice, type LiveFilter } from "./liveApi";
import { applyToDevices, inFilter } from "./liveState";
import { useLiveFleetTranslation } from "./websocketTexts";

/** Counts are asked again this long after the last online/offline change (a fleet sends bursts). */
const COUNTS_SETTLE_MS = 1_000;

const LINE_BADGE: Record<FleetStatus, "default" | "processing" | "success" | "warning" | "error"> =
  {
    idle: "default",
    connecting: "processing",
    open: "success",
    retrying: "warning",
    refused: "error",
  };

const EVENT_COLOR: Record<FleetEvent["type"], string> = {
  online: "green",
  offline: "default",
  heartbeat: "blue",
  sos: "red",
  sosChanged: "orange",
  afterSale: "purple",
};

/**
 * /websocket (the spec's websocket screen) as the live fleet view: online and offline counts, the
 * most recently heard devices with their heartbeats updating in place, and the latest events as
 * they stream in, all under a model and agent filter. After the line reconnects, everything shown
 * is read again, since what happened meanwhile is not replayed.
 */
export default function LiveFleetPage() {
  const { t, i18n } = useLiveFleetTranslation();
  const http = useModuleHttp();
  const api = useMemo(() => createLiveApi(http), [http]);
  const [modelInput, setModelInput] = useState("");
  const [filter, setFilter] = useState<LiveFilter>({ model: "", agentId: null });
  const [counts, setCounts] = useState<LiveCounts | null>(null);
  const [devices, setDevices] = useState<LiveDevice[]>([]);
  const [loading, setLoading] = useState(false);
  const feed = useEventFeed();
  const [agents, setAgents] = useState<Array<{ id: number; username: string }>>([]);
  const [matching, setMatching] = useState<Set<number> | null>(null);
  const [tooBroad, setTooBroad] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const alarms = useRef(new Map<number, number>());
  const countsTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const filtered = filter.model.trim() !== "" || filter.agentId !== null;

  useEffect(() => {
    let live = true;
    api.agents().then(
      (answer) => live && setAgents(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api]);

  const loadCounts = useCallback(() => {
    api.counts(filter).then(setCounts, () => undefined);
  }, [api, filter]);

  // Everything shown, read again on a filter change, a refresh and a reconnect.
  useEffect(() => {
    void reloadKey;
    let live = true;
    setLoading(true);
    loadCounts();
    api.devices(filter).then(
      (rows) => {
        if (!live) return;
        setDevices(rows);
        setLoading(false);
      },
      () => live && setLoading(false),
    );
    if (filtered) {
      api.matchingIds(filter).then((ids) => {
        if (!live) return;
        setMatching(ids);
        setTooBroad(ids === null);
      });
    } else {
      setMatching(null);
      setTooBroad(false);
    }
    return () => {
      live = false;
    };
  }, [api, filter, filtered, loadCounts, reloadKey]);

  useEffect(() => () => clearTimeout(countsTimer.current), []);

  // Under a filter the stream shows its devices: all of them, or the listed ones when too many.
  const streamIds = useMemo(
    () => (filtered ? (matching ?? new Set(devices.map((d) => d.id))) : null),
    [filtered, matching, devices],
  );

  const { status } = useFleet({
    watch: devices.map((device) => device.id),
    onResync: () => setReloadKey((key) => key + 1),
    onEvent: (event) => {
      if (event.type === "sos") alarms.current.set(event.alarmId, event.deviceId);
      setDevices((rows) => applyToDevices(rows, event));
      if (event.type === "online" || event.type === "offline") {
        clearTimeout(countsTimer.current);
        countsTimer.current = setTimeout(loadCounts, COUNTS_SETTLE_MS);
      }
      if (inFilter(event, streamIds, alarms.current)) feed.push(event);
    },
  });

  const time = (at: string | null) => (at ? new Date(at).toLocaleString(i18n.language) : "");

  const describe = (event: FleetEvent) => {
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
    <Space orientation="vertical" size="middle" style={{ width: "100%" }}>
      <Card
        title={t("liveFleet.title")}
        extra={<Badge status={LINE_BADGE[status]} text={t(`liveFleet.line.${status}`)} />}
      >
        <Typography.Paragraph type="secondary">{t("liveFleet.intro")}</Typography.Paragraph>
        <Row gutter={16}>
          <Col xs={8}>
            <Statistic
              title={t("liveFleet.online")}
              value={counts?.online ?? "-"}
              styles={{ content: { color: "#3f8600" } }}
              data-testid="live-online"
            />
          </Col>
          <Col xs={8}>
            <Statistic
              title={t("liveFleet.offline")}
              value={counts?.offline ?? "-"}
              data-testid="live-offline"
            />
          </Col>
          <Col xs={8}>
            <Statistic
              title={t("liveFleet.network")}
              value={counts ? counts.online + counts.offline : "-"}
            />
          </Col>
        </Row>
        <Space wrap style={{ marginTop: 16 }}>
          <Input.Search
            aria-label={t("liveFleet.model")}
            placeholder={t("liveFleet.modelPlaceholder")}
            allowClear
            value={modelInput}
            onChange={(e) => {
              setModelInput(e.target.value);
              if (e.target.value === "") setFilter((f) => ({ ...f, model: "" }));
            }}
            onSearch={(value) => setFilter((f) => ({ ...f, model: value }))}
            style={{ width: 220 }}
          />
          <Select
            aria-label={t("liveFleet.agent")}
            placeholder={t("liveFleet.agentPlaceholder")}
            allowClear
            value={filter.agentId ?? undefined}
            options={agents.map((agent) => ({ value: agent.id, label: agent.username }))}
            onChange={(value?: number) => setFilter((f) => ({ ...f, agentId: value ?? null }))}
            style={{ width: 200 }}
          />
          <Button icon={<ReloadOutlined />} onClick={() => setReloadKey((key) => key + 1)}>
            {t("liveFleet.refresh")}
          </Button>
        </Space>
        {tooBroad && (
          <Alert
            style={{ marginTop: 12 }}
            type="info"
            showIcon
            title={t("liveFleet.filterTooBroad")}
          />
        )}
      </Card>
      <Row gutter={16}>
        <Col xs={24} xl={15}>
          <Card title={t("liveFleet.devices")}>
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
          </Card>
        </Col>
        <Col xs={24} xl={9}>
          <Card title={t("liveFleet.events")}>
            <LiveEventFeed
              entries={feed.entries}
              emptyText={t("liveFleet.noEvents")}
              label={t("liveFleet.events")}
              testId="live-events"
              renderEvent={(event) => (
                <Space wrap>
                  <Tag color={EVENT_COLOR[event.type]}>
                    {t(`liveFleet.eventTypes.${event.type}`)}
                  </Tag>
                  {"serial" in event && <Typography.Text strong>{event.serial}</Typography.Text>}
                  <span>{describe(event)}</span>
                  {"at" in event && (
                    <Typography.Text type="secondary">{time(event.at)}</Typography.Text>
                  )}
                </Space>
              )}
            />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
