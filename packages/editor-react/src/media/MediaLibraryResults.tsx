import type { MediaRecord } from "@vitrine/media-uploader";
import { Alert, Button, Empty, Spin } from "antd";
import { alertTitle } from "./antd-versions";
import { MediaGrid } from "./MediaGrid";
import { type MediaLocale, mediaText } from "./media-text";

/**
 * The media library's page of items, a section of MediaLibraryDialog: the grid while loaded, the
 * load failure with a retry, or "no data".
 */
export function MediaLibraryResults({
  locale,
  items,
  loading,
  loadError,
  selected,
  onToggle,
  onRetry,
}: {
  locale: MediaLocale;
  items: MediaRecord[];
  loading: boolean;
  loadError: string | undefined;
  selected: MediaRecord[];
  onToggle: (item: MediaRecord) => void;
  onRetry: () => void;
}) {
  return (
    <Spin spinning={loading}>
      {loadError ? (
        <Alert
          type="error"
          showIcon
          {...alertTitle(mediaText(locale, "library.loadFailed"))}
          description={loadError}
          action={
            <Button size="small" onClick={onRetry}>
              {mediaText(locale, "library.retry")}
            </Button>
          }
        />
      ) : items.length === 0 && !loading ? (
        <Empty description={mediaText(locale, "library.empty")} />
      ) : (
        <MediaGrid
          items={items}
          selectedIds={new Set(selected.map((item) => item.id))}
          onToggle={onToggle}
        />
      )}
    </Spin>
  );
}
