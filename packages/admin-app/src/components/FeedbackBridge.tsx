import { Modal, message } from "antd";
import { useEffect } from "react";
import type { FeedbackHub } from "./feedback";

/**
 * Hands context-aware message and modal APIs to the hub while mounted, and renders their holders.
 * (antd's App would do the same but also brings notifications, which the app does not use.)
 */
export default function FeedbackBridge({ hub }: { hub: FeedbackHub }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(
    () => hub.attach({ message: messageApi, modal: modalApi }),
    [hub, messageApi, modalApi],
  );
  return (
    <>
      {messageHolder}
      {modalHolder}
    </>
  );
}
