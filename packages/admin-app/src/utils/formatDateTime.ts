import { languageTag } from "../i18n/languages";

/** A date-time as people of the interface language write it; an unreadable value is shown as sent. */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(languageTag(language), {
    dateStyle: "medium",
    timeStyle: "medium",
  }).format(date);
}
