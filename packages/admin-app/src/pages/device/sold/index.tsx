import { centsToYuan } from "@vitrine/contract";
import { Select } from "antd";
import { useMemo } from "react";
import { Link } from "react-router";
import { useModuleHttp } from "../../../components/module";
import { DeviceTable } from "../shared/DeviceTable";
import { createDeviceApi } from "../shared/deviceApi";
import { useDeviceTranslation } from "../shared/useDeviceTranslation";
import { usePeople } from "../shared/usePeople";

/**
 * /device/sold (已售设备): the sale ledger, one row per sale (buyer, date, price, channel, agent),
 * with filters and export; a serial opens the device.
 */
export default function DeviceSoldPage() {
  const { t } = useDeviceTranslation();
  const http = useModuleHttp();
  const agents = usePeople(
    useMemo(() => createDeviceApi(http), [http]),
    "agent",
  );
  return (
    <DeviceTable
      module="deviceSale"
      title={t("device.ledger.title")}
      selectable
      columns={[
        "serial",
        "buyer",
        "buyerPhone",
        "soldAt",
        "priceCents",
        "channel",
        "agentId",
        "notes",
        "createdAt",
      ]}
      filters={["serial", "buyer", "channel", "agentId", "soldAt"]}
      filterInputs={{
        agentId: (
          <Select
            allowClear
            aria-label={t("device.assign.agent")}
            style={{ minWidth: 160 }}
            showSearch={{ optionFilterProp: "label" }}
            options={agents.map((p) => ({ value: p.id, label: p.name }))}
          />
        ),
      }}
      cells={{
        serial: (value, row) => <Link to={`/device/info?id=${row.deviceId}`}>{String(value)}</Link>,
        priceCents: (value) => centsToYuan(value as number),
        agentId: (value, row) => (value == null ? "" : String(row.agentName ?? value)),
      }}
    />
  );
}
