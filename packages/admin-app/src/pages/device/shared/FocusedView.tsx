import { Typography } from "antd";
import { DeviceView, type DeviceViewProps } from "./DeviceView";
import { useDeviceTranslation } from "./useDeviceTranslation";

/** Devices that still exist (made or sold): the ones parts and people can be changed on. */
const LIVE = { state: ["made", "sold"] };

type Focus = "battery" | "electrode" | "agent" | "afterSale" | "sell";

const VIEWS: Record<Focus, Omit<DeviceViewProps, "intro">> = {
  battery: {
    fixed: LIVE,
    columns: [
      "serial",
      "model",
      "state",
      "batteryModel",
      "batteryCapacityMah",
      "batteryHealth",
      "batteryCycles",
      "batteryReplacedAt",
      "batteryLevel",
    ],
    filters: ["serial", "model", "batch"],
    toolbar: [],
    rows: ["info", "battery"],
  },
  electrode: {
    fixed: LIVE,
    columns: [
      "serial",
      "model",
      "state",
      "electrodeModel",
      "electrodeBatch",
      "electrodeFittedAt",
      "electrodeUsesLeft",
      "electrodeReplaceBy",
    ],
    filters: ["serial", "model", "batch"],
    toolbar: [],
    rows: ["info", "electrode"],
  },
  agent: {
    fixed: LIVE,
    columns: ["serial", "model", "batch", "state", "agentId", "soldAt"],
    filters: ["serial", "model", "batch", "agentId"],
    toolbar: ["agent"],
    rows: ["info"],
  },
  afterSale: {
    fixed: LIVE,
    columns: ["serial", "model", "batch", "state", "afterSaleId", "agentId"],
    filters: ["serial", "model", "batch", "afterSaleId"],
    toolbar: ["afterSale"],
    rows: ["info"],
  },
  sell: {
    fixed: { tab: "production" },
    columns: ["serial", "imei", "model", "batch", "producedOn", "agentId"],
    filters: ["serial", "model", "batch", "producedOn"],
    toolbar: ["sell"],
    rows: ["info"],
  },
};

/**
 * A focused view of the route table (battery edit, electrode edit, agent, after-sale, sell): the
 * device list narrowed to the columns and the one action the view is about.
 */
export function FocusedView({ focus }: { focus: Focus }) {
  const { t } = useDeviceTranslation();
  return (
    <DeviceView
      {...VIEWS[focus]}
      intro={
        <Typography.Paragraph type="secondary">{t(`device.views.${focus}`)}</Typography.Paragraph>
      }
    />
  );
}
