import { anchorId } from "./anchor-id";
import { PreviewImage } from "./preview-parts";
import { previewText } from "./preview-text";
import { type PreviewProps, str } from "./preview-types";
import { useRenderSurface } from "./render-surface";
import { SHOP_GREEN } from "./shop-green";

// The QR overlay opens with `:target`: published pages run no script, and a link to the
// overlay's id is all a tap needs. The overlay's own close link goes back to "#".
const OVERLAY_CSS =
  ".vitrine-qr{display:none;position:fixed;inset:0;z-index:40;align-items:center;justify-content:center;background:rgba(0,0,0,.6)}.vitrine-qr:target{display:flex}";

/**
 * Community follower growth: entry image, title and description on the chosen background, and the
 * button (立即添加). On pages shoppers see, the button opens the QR image over the page.
 */
export function CommunityPowderPreview({
  props,
  locale,
  id,
}: PreviewProps & { id?: string | undefined }) {
  const surface = useRenderSurface();
  const qr = str(props.qrcodeImg).trim();
  const overlay = anchorId("vitrine-qr", id);
  const opens = surface !== "editor" && qr !== "";
  const buttonStyle = {
    flex: "none",
    padding: "5px 12px",
    borderRadius: 14,
    background: SHOP_GREEN,
    color: "#fff",
    fontSize: 13,
    textDecoration: "none",
  } as const;
  const buttonName = str(props.buttonName);
  return (
    <div
      style={{
        display: "flex",
        alignItems: "center",
        gap: 10,
        padding: 12,
        background: str(props.backColor, "#fff"),
      }}
    >
      <PreviewImage
        src={props.mainImg}
        style={{ width: 48, height: 48, flex: "none", borderRadius: 6, overflow: "hidden" }}
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        <div style={{ fontSize: 15, color: "#323233" }}>{str(props.title)}</div>
        <div style={{ fontSize: 12, color: "#969799", marginTop: 2 }}>{str(props.describe)}</div>
      </div>
      {opens ? (
        <>
          <a href={`#${overlay}`} style={buttonStyle} data-qr-button="">
            {buttonName}
          </a>
          <style>{OVERLAY_CSS}</style>
          <div id={overlay} className="vitrine-qr" role="dialog" aria-label={buttonName}>
            <div style={{ background: "#fff", padding: 16, borderRadius: 8, textAlign: "center" }}>
              <img
                src={qr}
                alt={str(props.title)}
                width={200}
                height={200}
                loading="lazy"
                style={{ display: "block", width: 200, height: "auto" }}
              />
              <a
                href={`#${overlay}-closed`}
                style={{ display: "inline-block", marginTop: 8, color: "#646566" }}
              >
                {previewText("closeQr", locale)}
              </a>
            </div>
          </div>
        </>
      ) : (
        <span style={buttonStyle}>{buttonName}</span>
      )}
    </div>
  );
}
