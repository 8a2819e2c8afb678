import { FocusedView } from "../shared/FocusedView";

/** /device/battery (电池编辑): each device's battery (model, capacity, health, cycles, replaced at). */
export default function DeviceBatteryPage() {
  return <FocusedView focus="battery" />;
}
