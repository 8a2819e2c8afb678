import { type CSSProperties, lazy, Suspense, useContext } from "react";
import { RichTextSanitizerContext } from "../render/rich-text-sanitizer";
import { type PreviewProps, str } from "./preview-types";

const LazySanitizedHtml = lazy(() => import("../render/SanitizedHtml"));

/** Rich text: the stored HTML, sanitised before it is rendered. */
export function RichTextPreview({ props }: PreviewProps) {
  const sanitize = useContext(RichTextSanitizerContext);
  const html = str(props.myValue);
  const style: CSSProperties = {
    padding: "8px 16px",
    background: str(props.backColor, "transparent"),
    overflowWrap: "anywhere",
  };
  if (sanitize)
    return (
      <div
        className="vitrine-rich-text"
        style={style}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML passes the allow-list sanitiser first
        dangerouslySetInnerHTML={{ __html: sanitize(html) }}
      />
    );
  // Nothing unsanitised is ever drawn: an empty box of the same style until the sanitiser loads.
  return (
    <Suspense fallback={<div className="vitrine-rich-text" style={style} />}>
      <LazySanitizedHtml html={html} style={style} />
    </Suspense>
  );
}
