import { type PreviewTextKey, previewText } from "./preview-text";
import type { PreviewProps } from "./preview-types";
import { useRenderSurface } from "./render-surface";

/**
 * Crowd operation, online service and personalised recommendation: in the editor a labelled box
 * saying the store fills it per visitor. On pages shoppers see it draws nothing: the storefront
 * fills the block (`data-component-type`) for each visitor, and an editor hint means nothing there.
 */
export function PlaceholderPreview({ type, locale }: PreviewProps & { type: string }) {
  const surface = useRenderSurface();
  if (surface !== "editor") return null;
  return (
    <div
      style={{
        margin: 8,
        padding: "24px 16px",
        background: "#f2f3f5",
        border: "1px dashed #c8c9cc",
        borderRadius: 4,
        textAlign: "center",
        color: "#646566",
      }}
    >
      <div style={{ fontSize: 15 }}>{previewText(type as PreviewTextKey, locale)}</div>
      <div style={{ fontSize: 12, marginTop: 4 }}>{previewText("placeholderHint", locale)}</div>
    </div>
  );
}
