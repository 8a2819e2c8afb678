import type { CSSProperties } from "react";
import { num, type PreviewProps, str } from "./preview-types";

interface More {
  show?: boolean;
  type?: number;
  text?: string;
}

/** Caption text: title, optional description and a "more" link in one of three styles. */
export function CaptionTextPreview({ props }: PreviewProps) {
  const more = (props.more ?? {}) as More;
  const center = props.positions === "center";
  const box: CSSProperties = {
    // Positioned only to hold the "more" link (see CanvasBlock on the cost of paint layers).
    position: more.show ? "relative" : undefined,
    padding: "6px 16px",
    minHeight: num(props.wordHeight, 24),
    background: str(props.backColor, "transparent"),
    textAlign: center ? "center" : "left",
    borderBottom: props.borderBott ? "1px solid #ebedf0" : undefined,
    boxSizing: "border-box",
  };
  const description = str(props.description);
  return (
    <div style={box}>
      <div
        style={{
          fontSize: num(props.wordSize, 16),
          fontWeight: num(props.wordWeight, 400),
          color: str(props.wordColor, "#323233"),
          lineHeight: `${num(props.wordHeight, 24)}px`,
        }}
      >
        {str(props.name)}
      </div>
      {description && (
        <div
          style={{
            fontSize: num(props.descriptionSize, 12),
            fontWeight: num(props.descriptionWeight, 200),
            color: str(props.descriptionColor, "#969799"),
            marginTop: 4,
          }}
        >
          {description}
        </div>
      )}
      {more.show && (
        <span
          style={{
            position: "absolute",
            right: 16,
            top: 6,
            fontSize: 12,
            color: more.type === 1 ? "#38f" : "#969799",
          }}
        >
          {more.type === 2 ? "" : str(more.text)}
          {more.type === 0 || more.type === 2 ? " >" : ""}
        </span>
      )}
    </div>
  );
}
