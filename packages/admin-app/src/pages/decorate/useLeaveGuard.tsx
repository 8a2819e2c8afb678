import { Modal } from "antd";
import { type ReactNode, useState } from "react";
import { useBlocker, useLocation } from "react-router";
import { useDecorateTranslation } from "./decorateTexts";

/**
 * Asks before the app navigates away from this page while `isDirty()` says there are unsaved
 * changes (a tab close is asked by the workbench itself). Answers the dialog to render.
 *
 * Only navigations that leave the page's own address are held: a page the layout keeps alive stays
 * mounted, hidden, after the operator left it, and must not hold the navigations of other pages.
 */
export function useLeaveGuard(isDirty: () => boolean): ReactNode {
  const { t } = useDecorateTranslation();
  const [ownPath] = useState(useLocation().pathname);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname === ownPath && nextLocation.pathname !== ownPath && isDirty(),
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
