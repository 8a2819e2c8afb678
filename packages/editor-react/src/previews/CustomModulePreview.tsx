import { PreviewImage } from "./preview-parts";
import { previewText } from "./preview-text";
import { type PreviewProps, str } from "./preview-types";

/**
 * The built-in custom module draws what the original drew: its stored `demo` text above its `img`
 * picture across the width, on the canvas and on the published page alike. A module with neither
 * (a new one) shows sample content, so the block can be seen and chosen. An embedding team
 * replaces this preview with its own component through the host-component API.
 */
export function CustomModulePreview({ props, locale }: PreviewProps) {
  const demo = str(props.demo).trim();
  const img = str(props.img).trim();
  if (demo || img)
    return (
      <div data-custom-module="" style={{ background: "#fff" }}>
        {demo && (
          <p style={{ margin: 0, padding: "10px 12px", fontSize: 14, color: "#323233" }}>{demo}</p>
        )}
        {img && <PreviewImage src={img} alt={demo} style={{ height: "auto" }} />}
      </div>
    );
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
