import { Modal, message } from "antd";
import { useEffect } from "react";
import { AntdLook } from "./AntdLook";
import type { FeedbackHub } from "./feedback";

/**
 * Hands context-aware message and modal APIs to the hub while mounted, and renders their holders.
 * (antd's App would do the same but also brings notifications, which the app does not use.)
 * The bridge sits outside the routes, so it brings its own AntdLook: dialogs keep the operator's
 * language and theme.
 */
export default function FeedbackBridge({ hub }: { hub: FeedbackHub }) {
  return (
    <AntdLook>
      <Holders hub={hub} />
    </AntdLook>
  );
}

function Holders({ hub }: { hub: FeedbackHub }) {
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
