import { Linked } from "./preview-parts";
import { previewText } from "./preview-text";
import { type PreviewProps, str } from "./preview-types";
import { useRenderSurface } from "./render-surface";
import { SHOP_RED } from "./shop-red";

/**
 * Floating button: a round image button. On pages shoppers see it floats at the bottom right of
 * the phone (above a bottom tab bar) whatever is scrolled; in the editor it sits at the right of
 * its block so it can be selected.
 */
export function SuspensionPreview({ props, locale }: PreviewProps) {
  const surface = useRenderSurface();
  // The original kept no image and drew a fixed icon; ours draws the chosen one (editor-core imgUrl).
  const image = str(props.imgUrl).trim();
  const label = previewText("floatButton", locale);
  const button = (
    <Linked
      http={props.http}
      label={label}
      style={{
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        width: 50,
        height: 50,
        borderRadius: "50%",
        overflow: "hidden",
        background: "#fff",
        boxShadow: "0 2px 8px rgba(0,0,0,.2)",
        color: SHOP_RED,
      }}
    >
      {image ? (
        <img
          src={image}
          alt={label}
          width={50}
          height={50}
          style={{ width: "100%", height: "100%", objectFit: "cover" }}
        />
      ) : (
        <svg
          width="24"
          height="24"
          viewBox="0 0 24 24"
          role="img"
          aria-label={label}
          fill="currentColor"
        >
          <path d="M12 3 4 11h5v10h6V11h5z" />
        </svg>
      )}
    </Linked>
  );
  if (surface === "editor")
    return (
      <div
        data-floating="editor"
        style={{ display: "flex", justifyContent: "flex-end", padding: 8 }}
      >
        {button}
      </div>
    );
  return (
    <div
      data-floating="fixed"
      // The body is at most 750 px wide and centred: keep to the phone column on wide screens.
      style={{ position: "fixed", right: "max(16px, calc(50vw - 359px))", bottom: 80, zIndex: 30 }}
    >
      {button}
    </div>
  );
}
