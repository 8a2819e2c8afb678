import { useLiveFleetTranslation } from "./websocketTexts";

/** A stored time in the interface language's local form; "" for none. */
export function useLiveTime() {
  const { i18n } = useLiveFleetTranslation();
  return (at: string | null) => (at ? new Date(at).toLocaleString(i18n.language) : "");
}
