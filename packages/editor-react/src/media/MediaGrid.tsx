import { CheckCircleFilled } from "@ant-design/icons";
import type { MediaRecord } from "@vitrine/media-uploader";

export interface MediaGridProps {
  items: MediaRecord[];
  selectedIds: ReadonlySet<number>;
  onToggle(item: MediaRecord): void;
}

/** The right column's grid: a thumbnail per item, with a checkmark on the selected ones. */
export function MediaGrid({ items, selectedIds, onToggle }: MediaGridProps) {
  return (
    <div style={gridStyle}>
      {items.map((item) => {
        const checked = selectedIds.has(item.id);
        return (
          <button
            type="button"
            key={item.id}
            aria-pressed={checked}
            aria-label={item.fileName}
            title={item.fileName}
            onClick={() => onToggle(item)}
            style={{ ...cellStyle, borderColor: checked ? "#409eff" : "#e5e7eb" }}
          >
            {/* A record without a stored file yet has no url: no src rather than "", which refetches the page. */}
            {item.type === "video" ? (
              <video src={item.url || undefined} muted preload="metadata" style={thumbStyle} />
            ) : (
              <img src={item.url || undefined} alt="" loading="lazy" style={thumbStyle} />
            )}
            <span style={nameStyle}>{item.fileName}</span>
            <CheckCircleFilled
              aria-hidden
              style={{ ...checkStyle, color: checked ? "#409eff" : "rgba(0,0,0,0.2)" }}
            />
          </button>
        );
      })}
    </div>
  );
}

const gridStyle = {
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(110px, 1fr))",
  gap: 10,
} as const;
const cellStyle = {
  position: "relative",
  border: "2px solid",
  borderRadius: 6,
  padding: 4,
  cursor: "pointer",
  background: "#fff",
  textAlign: "left",
  font: "inherit",
} as const;
const thumbStyle = {
  width: "100%",
  height: 90,
  objectFit: "cover",
  display: "block",
  background: "#f5f5f5",
} as const;
const nameStyle = {
  display: "block",
  fontSize: 12,
  marginTop: 4,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
} as const;
const checkStyle = { position: "absolute", top: 6, right: 6, fontSize: 18 } as const;
