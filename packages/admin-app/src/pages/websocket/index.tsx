import { Alert, Badge, Card, Col, Row, Space, Typography } from "antd";
import type { FleetStatus } from "../../realtime/connection";
import { LiveEventFeed } from "../../realtime/LiveEventFeed";
import { LiveCountsRow } from "./LiveCountsRow";
import { LiveDeviceTable } from "./LiveDeviceTable";
import { LiveEventLine } from "./LiveEventLine";
import { LiveFilterBar } from "./LiveFilterBar";
import { useLiveFleet } from "./useLiveFleet";
import { useLiveFleetTranslation } from "./websocketTexts";

const LINE_BADGE: Record<FleetStatus, "default" | "processing" | "success" | "warning" | "error"> =
  {
    idle: "default",
    connecting: "processing",
    open: "success",
    retrying: "warning",
    refused: "error",
  };

/**
 * /websocket (the spec's websocket screen) as the live fleet view: online and offline counts, the
 * most recently heard devices with their heartbeats updating in place, and the latest events as
 * they stream in, all under a model and agent filter. After the line reconnects, everything shown
 * is read again, since what happened meanwhile is not replayed.
 */
export default function LiveFleetPage() {
  const { t } = useLiveFleetTranslation();
  const fleet = useLiveFleet();
  const { status } = fleet;

  return (
    <Space orientation="vertical" size="middle" style={{ width: "100%" }}>
      <Card
        title={t("liveFleet.title")}
        extra={<Badge status={LINE_BADGE[status]} text={t(`liveFleet.line.${status}`)} />}
      >
        <Typography.Paragraph type="secondary">{t("liveFleet.intro")}</Typography.Paragraph>
        <LiveCountsRow counts={fleet.counts} />
        <LiveFilterBar
          filter={fleet.filter}
          setFilter={fleet.setFilter}
          agents={fleet.agents}
          onRefresh={fleet.reload}
        />
        {fleet.tooBroad && (
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
            <LiveDeviceTable devices={fleet.devices} loading={fleet.loading} />
          </Card>
        </Col>
        <Col xs={24} xl={9}>
          <Card title={t("liveFleet.events")}>
            <LiveEventFeed
              entries={fleet.feed.entries}
              emptyText={t("liveFleet.noEvents")}
              label={t("liveFleet.events")}
              testId="live-events"
              renderEvent={(event) => <LiveEventLine event={event} />}
            />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
