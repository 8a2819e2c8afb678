import { sanitizeHtml } from "../render/sanitize-html";
import { type PreviewProps, str } from "./preview-types";

/** Rich text: the stored HTML, sanitised before it is rendered. */
export function RichTextPreview({ props }: PreviewProps) {
  return (
    <div
      className="vitrine-rich-text"
      style={{
        padding: "8px 16px",
        background: str(props.backColor, "transparent"),
        overflowWrap: "anywhere",
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML passes the allow-list sanitiser first
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(str(props.myValue)) }}
    />
  );
}
