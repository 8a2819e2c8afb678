import { PreviewImage } from "./preview-parts";
import { previewText } from "./preview-text";
import type { PreviewProps } from "./preview-types";

/**
 * The built-in custom module draws the original's demo content, a text and an image. An embedding
 * team replaces this preview with its own component through the host-component API.
 */
export function CustomModulePreview({ locale }: PreviewProps) {
  return (
    <div style={{ padding: 12, background: "#fff" }}>
      <div style={{ fontSize: 15, fontWeight: 600, color: "#323233" }}>
        {previewText("customTitle", locale)}
      </div>
      <p style={{ margin: "6px 0 10px", fontSize: 13, color: "#646566" }}>
        {previewText("customText", locale)}
      </p>
      <PreviewImage src="" style={{ height: 120, borderRadius: 4 }} />
    </div>
  );
}
