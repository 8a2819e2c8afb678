/** The original system's page record: settings and components as JSON strings. */
export interface LegacyPageRecord {
  id?: string | number | null | undefined;
  name?: string | undefined;
  /** JSON text of `{name, details, isPerson, isBack, titleHeight, bgColor, bgImg}`. */
  templateJson: string;
  /** JSON text of an array of LegacyComponentEntry. */
  component: string;
}

export interface LegacyComponentEntry {
  /** The type name, e.g. "captiontext". */
  component: string;
  /** The palette label. */
  text: string;
  /** The palette code, e.g. "1-3". */
  type: string;
  active: boolean;
  /** The settings panel name. */
  style: string;
  /** The component's fields. */
  setStyle: Record<string, unknown>;
}
