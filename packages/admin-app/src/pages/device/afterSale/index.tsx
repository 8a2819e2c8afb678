import { FocusedView } from "../shared/FocusedView";

/** /device/afterSale (售后): assigns after-sale staff to one device or many ticked ones. */
export default function DeviceAfterSalePage() {
  return <FocusedView focus="afterSale" />;
}
