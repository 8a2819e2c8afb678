import { FocusedView } from "../shared/FocusedView";

/** /device/agent (代理商): assigns an agent to one device or many ticked ones. */
export default function DeviceAgentPage() {
  return <FocusedView focus="agent" />;
}
