import { Tag } from "antd";
import { useDeviceTranslation } from "./useDeviceTranslation";

/** Online, offline, or never connected (`online: null`). */
export function OnlineTag({ online }: { online: boolean | null | undefined }) {
  const { t } = useDeviceTranslation();
  if (online === true) return <Tag color="success">{t("device.online")}</Tag>;
  if (online === false) return <Tag color="default">{t("device.offline")}</Tag>;
  return <Tag>{t("device.never")}</Tag>;
}
