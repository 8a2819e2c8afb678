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
    <div className="vt-media-grid">
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
            className="vt-media-card"
          >
            {/* A record without a stored file yet has no url: no src rather than "", which refetches the page. */}
            {item.type === "video" ? (
              <video
                src={item.url || undefined}
                muted
                preload="metadata"
                className="vt-media-card__thumb"
              />
            ) : (
              <img
                src={item.url || undefined}
                alt=""
                loading="lazy"
                className="vt-media-card__thumb"
              />
            )}
            <span className="vt-media-card__name">{item.fileName}</span>
            <CheckCircleFilled aria-hidden className="vt-media-card__check" />
          </button>
        );
      })}
    </div>
  );
}
