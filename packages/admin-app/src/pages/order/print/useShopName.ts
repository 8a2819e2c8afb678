import { useTranslation } from "react-i18next";
import { useAppSelector } from "../../../store/hooks";
import { selectSettings } from "../../../store/settingsSlice";

/** The shop's name as the slips print it: the site title, else the app's own name. */
export function useShopName(): string {
  const { t } = useTranslation();
  const { globalTitle } = useAppSelector(selectSettings);
  return globalTitle.trim() || t("common.appName");
}
