import { Col, Row, Statistic } from "antd";
import type { LiveCounts } from "./liveApi";
import { useLiveFleetTranslation } from "./websocketTexts";

/** Online, offline and all devices under the filter; "-" until the first answer. */
export function LiveCountsRow({ counts }: { counts: LiveCounts | null }) {
  const { t } = useLiveFleetTranslation();
  return (
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
  );
}
