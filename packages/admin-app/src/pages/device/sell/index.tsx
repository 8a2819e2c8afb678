import { FocusedView } from "../shared/FocusedView";

/** /device/sell (销售): devices in production, ticked and marked sold with a sale record. */
export default function DeviceSellPage() {
  return <FocusedView focus="sell" />;
}
