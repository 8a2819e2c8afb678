// The notice bar's defaults from the spec: it starts scrolling after 1 s at 100 px/s, 40 px high.
export const NOTICE_DELAY_S = 1;
export const NOTICE_SPEED_PX_PER_S = 100;
export const NOTICE_HEIGHT = 40;

export interface NoticeScroll {
  /** The first pass: from where the text starts to fully off the left edge. */
  outSeconds: number;
  /** Every later pass: from the right edge to fully off the left edge. */
  loopSeconds: number;
}

/**
 * Whether the notice scrolls, and how long its passes take: only text wider than its box scrolls
 * (the default text promises "如果过长，将会在手机上滚动显示"). Widths come from the browser's layout;
 * without one (server rendering, jsdom) both are 0 and the text stays still. A pixel of slack keeps
 * rounding from starting a scroll for text that fits.
 */
export function noticeScroll(textWidth: number, boxWidth: number): NoticeScroll | null {
  if (!(boxWidth > 0) || !(textWidth - boxWidth > 1)) return null;
  return {
    outSeconds: textWidth / NOTICE_SPEED_PX_PER_S,
    loopSeconds: (textWidth + boxWidth) / NOTICE_SPEED_PX_PER_S,
  };
}
