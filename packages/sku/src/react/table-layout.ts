import { SKU_NUMBER_FIELDS } from "../types";

// Rows have one fixed height (an input and two lines for its message below), so the virtualizer never
// has to measure: scrolling 10,000 rows costs the same as scrolling 10.
export const ROW_HEIGHT = 72;
export const HEADER_HEIGHT = 40;
export const SPEC_COLUMN_WIDTH = 180;
export const NUMBER_COLUMN_WIDTH = 120;
export const IMAGE_COLUMN_WIDTH = 240;
export const TABLE_WIDTH =
  SPEC_COLUMN_WIDTH + NUMBER_COLUMN_WIDTH * SKU_NUMBER_FIELDS.length + IMAGE_COLUMN_WIDTH;

export const GRID_COLUMNS = [
  `${SPEC_COLUMN_WIDTH}px`,
  ...SKU_NUMBER_FIELDS.map(() => `${NUMBER_COLUMN_WIDTH}px`),
  `${IMAGE_COLUMN_WIDTH}px`,
].join(" ");

export const rowGridStyle = {
  display: "grid",
  gridTemplateColumns: GRID_COLUMNS,
  alignItems: "start",
  boxSizing: "border-box",
  width: TABLE_WIDTH,
} as const;

export const cellStyle = { padding: "6px", boxSizing: "border-box", minWidth: 0 } as const;

export const errorTextStyle = {
  color: "#ff4d4f",
  fontSize: 12,
  lineHeight: "14px",
  marginTop: 2,
  // Two lines fit in the row; a longer message is cut, and the full text is in the title.
  maxHeight: 28,
  overflow: "hidden",
} as const;
