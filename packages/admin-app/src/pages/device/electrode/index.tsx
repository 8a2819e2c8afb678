import { FocusedView } from "../shared/FocusedView";

/** /device/electrode (电极编辑): each device's electrode (model, batch, fitted at, uses left, replace by). */
export default function DeviceElectrodePage() {
  return <FocusedView focus="electrode" />;
}
