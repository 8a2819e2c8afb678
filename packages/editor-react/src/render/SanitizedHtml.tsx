import type { CSSProperties } from "react";
import { sanitizeHtml } from "./sanitize-rich-text";

/** A lazy chunk of its own: rich-text HTML drawn after the sanitiser has cleaned it. */
export default function SanitizedHtml({ html, style }: { html: string; style: CSSProperties }) {
  return (
    <div
      className="vitrine-rich-text"
      style={style}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML passes the allow-list sanitiser first
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
