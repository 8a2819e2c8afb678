import { App } from "antd";
import { useEffect } from "react";
import type { FeedbackHub } from "./feedback";

/** Renders nothing; hands antd's context-aware message and modal to the hub while mounted. */
export function FeedbackBridge({ hub }: { hub: FeedbackHub }) {
  const { message, modal } = App.useApp();
  useEffect(() => hub.attach({ message, modal }), [hub, message, modal]);
  return null;
}
