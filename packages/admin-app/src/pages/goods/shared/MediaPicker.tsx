import { PlusOutlined } from "@ant-design/icons";
import { MediaLibraryDialog } from "@vitrine/editor-react/media";
import { Button, Space } from "antd";
import { useState } from "react";
import { isLanguage } from "../../../i18n/languages";
import { useGoodsTranslation } from "../goodsTexts";
import { useGoodsMediaApi } from "./mediaApi";

export interface MediaPickerProps {
  /** Addresses of the chosen images (or the one video), in order. */
  value?: string[];
  onChange?(value: string[]): void;
  /** How many may be chosen in all: 1 replaces, more append until full (the add tile hides). */
  max: number;
  type?: "image" | "video";
  /** Names the add tile and the remove buttons for screen readers. */
  label: string;
  /**
   * The height it may take (a SKU row's cell): the tile shrinks to it and the remove button sits
   * beside the picture instead of below, so nothing spills over the next row.
   */
  maxHeight?: number;
}

const FULL_TILE = 80;

/**
 * Images (or a video) chosen from the media library: thumbnails with a remove button and an add
 * tile that opens the library dialog, as the original's picture picker did in the goods wizard.
 */
export function MediaPicker({
  value = [],
  onChange,
  max,
  type = "image",
  label,
  maxHeight,
}: MediaPickerProps) {
  const { t, i18n } = useGoodsTranslation();
  const locale = isLanguage(i18n.language) ? i18n.language : "zh-cn";
  const api = useGoodsMediaApi(locale);
  const [open, setOpen] = useState(false);
  const room = max - value.length;
  const compact = maxHeight !== undefined;
  const tile = compact ? Math.min(FULL_TILE, maxHeight) : FULL_TILE;

  return (
    <Space wrap={!compact} align={compact ? "center" : "start"}>
      {value.map((url, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may be chosen twice
          key={`${url}-${index}`}
          style={
            compact
              ? { display: "flex", alignItems: "center", height: tile }
              : { position: "relative", width: tile }
          }
        >
          {type === "video" ? (
            // biome-ignore lint/a11y/useMediaCaption: an operator's own upload, shown to choose it
            <video src={url} style={{ width: tile * 2, height: tile }} controls />
          ) : (
            <img
              src={url}
              alt={`${label} ${index + 1}`}
              style={{ width: tile, height: tile, objectFit: "cover", border: "1px solid #eee" }}
            />
          )}
          <Button
            size="small"
            danger
            type="link"
            aria-label={`${t("goods.media.remove")} ${label} ${index + 1}`}
            onClick={() => onChange?.(value.filter((_, i) => i !== index))}
          >
            {t("goods.media.remove")}
          </Button>
        </div>
      ))}
      {room > 0 || max === 1 ? (
        <Button
          aria-label={label}
          style={{ width: tile, height: tile }}
          icon={<PlusOutlined />}
          onClick={() => setOpen(true)}
        />
      ) : null}
      <MediaLibraryDialog
        open={open}
        api={api}
        type={type}
        max={max === 1 ? 1 : Math.max(room, 1)}
        locale={locale}
        onClose={() => setOpen(false)}
        onSelect={(items) => {
          const urls = items.map((item) => item.url);
          onChange?.(max === 1 ? urls.slice(0, 1) : [...value, ...urls].slice(0, max));
          setOpen(false);
        }}
      />
    </Space>
  );
}
