import { Linked, PreviewImage } from "./preview-parts";
import { type PreviewProps, str } from "./preview-types";

/** Cell (enter the shop): optional icon, the left title, the right content in grey, an arrow. */
export function EnterTheShopPreview({ props }: PreviewProps) {
  const icon = str(props.icon).trim();
  const title = str(props.text) || str(props.shopName);
  return (
    <Linked
      http={props.http}
      label={title || undefined}
      style={{
        display: "flex",
        alignItems: "center",
        gap: 8,
        minHeight: 44,
        padding: "0 16px",
        background: "#fff",
        fontSize: 14,
        color: "#323233",
      }}
    >
      {icon && <PreviewImage src={icon} style={{ width: 20, height: 20, flex: "none" }} />}
      <span data-cell-title="" style={{ flex: 1 }}>
        {title}
      </span>
      <span data-cell-content="" style={{ color: "#969799" }}>
        {str(props.copywriting)}
      </span>
      <svg
        width="12"
        height="12"
        viewBox="0 0 12 12"
        aria-hidden="true"
        fill="none"
        stroke="#969799"
        strokeWidth="1.5"
      >
        <path d="m4 2 4 4-4 4" />
      </svg>
    </Linked>
  );
}
