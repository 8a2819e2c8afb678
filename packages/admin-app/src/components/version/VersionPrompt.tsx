import { Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { sessionStore, storage } from "../../utils/storage";
import { APP_VERSION, needsUpgradePrompt, VERSION_KEY } from "./versionCheck";

/**
 * Asks to upgrade when this browser holds settings of another version. Confirming clears every
 * `vitrine:` key, records the current version (so the prompt does not return) and reloads.
 */
export function VersionPrompt({
  reload = () => window.location.reload(),
}: {
  reload?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(false);
  const open = !dismissed && needsUpgradePrompt(storage.get(VERSION_KEY), pathname);
  const upgrade = () => {
    storage.clear();
    sessionStore.clear();
    storage.set(VERSION_KEY, APP_VERSION);
    reload();
  };
  return (
    <Modal
      open={open}
      title={t("version.title")}
      okText={t("version.upgrade")}
      cancelText={t("version.later")}
      onOk={upgrade}
      onCancel={() => setDismissed(true)}
    >
      {t("version.message", { version: APP_VERSION })}
    </Modal>
  );
}
