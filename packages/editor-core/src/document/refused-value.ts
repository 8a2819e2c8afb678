/**
 * A value a page import had to empty because it is not plainly what its field holds (a
 * `javascript:` image address, `red;position:fixed` as a colour). The editor lists these to the
 * operator before applying an import, instead of dropping them in silence (issue 34).
 */
export interface RefusedValue {
  /** The component's place in the page (0-based), or null for the page settings. */
  index: number | null;
  /** The component's type, or "page" for the page settings. */
  componentType: string;
  /** The field's path inside the component's props or the settings ("imageList.2.src"). */
  field: string;
  /** What the field held. */
  value: string;
}

export type RefusedValueListener = (refused: RefusedValue) => void;
