import { Modal } from "antd";
import type { ReactNode } from "react";
import { useBlocker } from "react-router";
import { useDecorateTranslation } from "./decorateTexts";

/**
 * Asks before the app navigates away while `isDirty()` says there are unsaved changes (a tab close
 * is asked by the workbench itself). Answers the dialog to render.
 */
export function useLeaveGuard(isDirty: () => boolean): ReactNode {
  const { t } = useDecorateTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && isDirty(),
  );
  return (
    <Modal
      open={blocker.state === "blocked"}
      title={t("common.tip")}
      okText={t("decorate.leave")}
      cancelText={t("decorate.stay")}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {t("decorate.unsavedLeave")}
    </Modal>
  );
}
