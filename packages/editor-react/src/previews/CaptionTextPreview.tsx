import type { Locale } from "@vitrine/editor-core";
import type { CSSProperties, ReactNode } from "react";
import { captionLinkOf } from "./caption-link";
import { previewText } from "./preview-text";
import { num, type PreviewProps, str } from "./preview-types";
import { useRenderSurface } from "./render-surface";

interface More {
  show?: boolean | undefined;
  type?: number | undefined;
  text?: string | undefined;
  http?: unknown;
}

/**
 * Caption text: title, optional description and a "more" link in one of three styles. On pages
 * shoppers see the link is a real one when its address is safe; on the editor canvas, where a
 * click selects the block, it is text.
 */
export function CaptionTextPreview({ props, locale }: PreviewProps) {
  const surface = useRenderSurface();
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
        <MoreLink
          more={more}
          locale={locale}
          href={surface === "editor" ? undefined : captionLinkOf(more.http)}
        >
          {more.type === 2 ? "" : str(more.text)}
          {more.type === 0 || more.type === 2 ? " >" : ""}
        </MoreLink>
      )}
    </div>
  );
}

function MoreLink(props: {
  more: More;
  locale: Locale;
  href?: string | undefined;
  children: ReactNode;
}) {
  const { more, href, children } = props;
  const style: CSSProperties = {
    position: "absolute",
    right: 16,
    top: 6,
    fontSize: 12,
    color: more.type === 1 ? "#38f" : "#969799",
    textDecoration: "none",
  };
  if (!href) return <span style={style}>{children}</span>;
  // Style 3 shows only the arrow: the link text names it for screen readers.
  const name = more.type === 2 ? str(more.text) || previewText("more", props.locale) : undefined;
  return (
    <a href={href} style={style} aria-label={name}>
      {children}
    </a>
  );
}
