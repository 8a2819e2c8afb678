import { UploadOutlined } from "@ant-design/icons";
import type { MediaType } from "@vitrine/media-uploader";
import { Button, Space, Upload } from "antd";
import { type MediaLocale, mediaText } from "./media-text";

const ACCEPT: Record<MediaType | "any", string> = {
  image: ".jpg,.jpeg,.png,.gif",
  video: ".mp4",
  any: ".jpg,.jpeg,.png,.gif,.mp4",
};

/**
 * The media library's action bar, a section of MediaLibraryDialog: use the chosen items, upload
 * files (each handed to `onUpload`, none kept by antd), delete the chosen ones, and their count.
 */
export function MediaLibraryActions({
  locale,
  type,
  max,
  selectedCount,
  onUse,
  onUpload,
  onDelete,
}: {
  locale: MediaLocale;
  type: MediaType | undefined;
  max: number;
  selectedCount: number;
  onUse: () => void;
  onUpload: (file: File) => void;
  onDelete: () => void;
}) {
  const uploadLabel =
    type === "image"
      ? "library.uploadImage"
      : type === "video"
        ? "library.uploadVideo"
        : "library.uploadMedia";
  return (
    <Space wrap className="vt-media-library__actions">
      <Button type="primary" disabled={selectedCount === 0} onClick={onUse}>
        {mediaText(locale, "library.useSelected")}
      </Button>
      <Upload
        accept={ACCEPT[type ?? "any"]}
        multiple
        showUploadList={false}
        beforeUpload={(file) => {
          onUpload(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />}>{mediaText(locale, uploadLabel)}</Button>
      </Upload>
      <Button danger disabled={selectedCount === 0} onClick={onDelete}>
        {mediaText(locale, "library.delete")}
      </Button>
      {max !== 1 && selectedCount > 0 && (
        <span>{mediaText(locale, "library.selected", { count: selectedCount })}</span>
      )}
    </Space>
  );
}
