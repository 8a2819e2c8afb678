import { currentLanguage } from "../../i18n";
import { formatDateTime } from "../../utils/formatDateTime";
import { useOrderTranslation } from "./useOrderTranslation";

/** An order's time in the interface language; "-" for none. */
export function useOrderTime() {
  const { i18n } = useOrderTranslation();
  const language = currentLanguage(i18n);
  return (iso: string | null) => (iso ? formatDateTime(iso, language) : "-");
}
