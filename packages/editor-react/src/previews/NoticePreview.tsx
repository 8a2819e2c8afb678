import { useState } from "react";
import { previewText } from "./preview-text";
import { type PreviewProps, str } from "./preview-types";

// The notice bar's defaults from the spec: it starts scrolling after 1 s at 100 px/s, 40 px high.
export const NOTICE_DELAY_S = 1;
export const NOTICE_SPEED_PX_PER_S = 100;
export const NOTICE_HEIGHT = 40;

const KEYFRAMES =
  "@keyframes vitrine-notice-scroll{from{transform:translateX(0)}to{transform:translateX(-100%)}}";

/** The scrolling notice bar; in closeable mode a close button hides it. */
export function NoticePreview({
  props,
  locale,
  closeable = false,
}: PreviewProps & { closeable?: boolean }) {
  const [closed, setClosed] = useState(false);
  const text = str(props.noticeText);
  if (closed) return null;
  // An approximate width in px (a CJK glyph is ~14 px) keeps the speed near 100 px/s.
  const seconds = Math.max(4, (text.length * 14 + 375) / NOTICE_SPEED_PX_PER_S);
  return (
    <div
      role="marquee"
      style={{
        display: "flex",
        alignItems: "center",
        height: NOTICE_HEIGHT,
        padding: "0 16px",
        background: str(props.backColor, "#fff8e9"),
        color: str(props.textColor, "#646566"),
        fontSize: 14,
        overflow: "hidden",
      }}
    >
      <style>{KEYFRAMES}</style>
      <span aria-hidden="true" style={{ marginRight: 6 }}>
        📢
      </span>
      <div style={{ flex: 1, overflow: "hidden", whiteSpace: "nowrap" }}>
        <span
          style={{
            display: "inline-block",
            paddingLeft: "100%",
            animation: `vitrine-notice-scroll ${seconds}s linear ${NOTICE_DELAY_S}s infinite`,
          }}
        >
          {text}
        </span>
      </div>
      {closeable && (
        <button
          type="button"
          aria-label={previewText("closeNotice", locale)}
          onClick={() => setClosed(true)}
          style={{ border: 0, background: "none", color: "inherit", cursor: "pointer" }}
        >
          ×
        </button>
      )}
    </div>
  );
}
