import { languageTag } from "../i18n/languages";

/**
 * A date-time as people of the interface language write it, in the browser's zone (see
 * `operatorTimeZone`); an unreadable value is shown as sent.
 */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(languageTag(language), {
    dateStyle: "medium",
    timeStyle: "medium",
  }).format(date);
}

/**
 * The IANA name of the zone `formatDateTime` shows times in. Exports ask the server for this zone,
 * so a file's times read like the screen's.
 */
export function operatorTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}
