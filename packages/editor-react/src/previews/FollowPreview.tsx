import { PreviewImage } from "./preview-parts";
import { previewText } from "./preview-text";
import { type PreviewProps, str } from "./preview-types";
import { SHOP_GREEN } from "./shop-green";

/** Follow official account: the account's avatar, name and a line under it, a green 关注 button. */
export function FollowPreview({ props, locale }: PreviewProps) {
  const name = str(props.followName).trim() || previewText("accountName", locale);
  return (
    <div
      style={{
        display: "flex",
        alignItems: "center",
        gap: 10,
        margin: 8,
        padding: "10px 12px",
        background: "#fff",
        borderRadius: 6,
        boxShadow: "0 1px 4px rgba(0,0,0,.08)",
      }}
    >
      <PreviewImage
        src={props.heade}
        alt={name}
        style={{ width: 40, height: 40, flex: "none", borderRadius: "50%", overflow: "hidden" }}
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        <div data-follow-name="" style={{ fontSize: 14, color: "#323233" }}>
          {name}
        </div>
        <div style={{ fontSize: 12, color: "#969799", marginTop: 2 }}>
          {previewText("accountHint", locale)}
        </div>
      </div>
      <span
        style={{
          padding: "4px 14px",
          borderRadius: 14,
          background: SHOP_GREEN,
          color: "#fff",
          fontSize: 13,
        }}
      >
        {previewText("followButton", locale)}
      </span>
    </div>
  );
}
