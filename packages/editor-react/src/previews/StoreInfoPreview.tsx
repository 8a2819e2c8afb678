import { num, type PreviewProps, str } from "./preview-types";
import { SHOP_RED } from "./shop-red";

// The banner is drawn at the recommended 750×370 ratio across the 375 px phone.
export const STORE_BANNER_RATIO = 370 / 750;

/** Store info: banner, avatar, name and discount line; the five styles place them differently. */
export function StoreInfoPreview({ props }: PreviewProps) {
  const style = num(props.rubiksCubeType, 0);
  const banner = str(props.bakcgroundImg);
  const avatar = str(props.headPortrait);
  const centred = style === 1 || style === 3;
  const card = style >= 2;
  return (
    <div style={{ position: "relative", background: "#fff" }}>
      <div
        style={{
          aspectRatio: `${1 / STORE_BANNER_RATIO}`,
          background: banner
            ? `center / cover url("${banner}")`
            : "linear-gradient(#ccd3e0, #9aa5b8)",
        }}
      />
      <div
        style={{
          display: "flex",
          flexDirection: centred ? "column" : "row",
          alignItems: "center",
          gap: 8,
          padding: 12,
          margin: card ? "-32px 12px 8px" : 0,
          position: "relative",
          background: "#fff",
          borderRadius: card ? 8 : 0,
          boxShadow: card ? "0 2px 8px rgba(0,0,0,0.08)" : undefined,
          textAlign: centred ? "center" : "left",
        }}
      >
        <div
          style={{
            width: 48,
            height: 48,
            flex: "none",
            borderRadius: style === 4 ? 8 : "50%",
            background: avatar ? `center / cover url("${avatar}")` : "#ebedf0",
          }}
        />
        <div>
          <div style={{ fontSize: 16, fontWeight: 600 }}>{str(props.name)}</div>
          <div style={{ fontSize: 12, color: SHOP_RED, marginTop: 4 }}>{str(props.Discount)}</div>
        </div>
      </div>
    </div>
  );
}
