import { Typography } from "antd";
import { coordinates, mapLink } from "../device/shared/mapLink";
import { useSosTranslation } from "./sosTexts";

/** Where the alarm was raised: the coordinates, linked to a map, or that none were sent. */
export function Location({ lat, lng }: { lat: unknown; lng: unknown }) {
  const { t } = useSosTranslation();
  if (typeof lat !== "number" || typeof lng !== "number") {
    return <Typography.Text type="secondary">{t("sosPage.noLocation")}</Typography.Text>;
  }
  return (
    <a href={mapLink(lat, lng)} target="_blank" rel="noreferrer" title={t("sosPage.openMap")}>
      {coordinates(lat, lng)}
    </a>
  );
}
