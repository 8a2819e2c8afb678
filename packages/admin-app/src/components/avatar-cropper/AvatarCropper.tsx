import { Alert, Button, Modal, Space, Typography } from "antd";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { CropPreviews } from "./CropPreviews";
import { CropStage } from "./CropStage";
import type { Crop } from "./cropMath";
import { useCropperTranslation } from "./cropperTexts";
import { encodeCrop } from "./drawing";
import { useCropView } from "./useCropView";

/** A decoded picture and what the cropper needs to know about its file. */
export interface LoadedPicture {
  source: CanvasImageSource;
  width: number;
  height: number;
  /** MIME type of the chosen file: a JPEG stays JPEG, everything else becomes PNG. */
  type: string;
}

export interface AvatarCropperProps {
  open: boolean;
  onCancel(): void;
  /** Receives the cropped square; the dialog waits (change button busy) until the promise settles. */
  onChange(picture: Blob, fileName: string): Promise<void> | void;
  /** Decodes a chosen file (default: the browser's createImageBitmap). */
  loadPicture?: (file: File) => Promise<LoadedPicture>;
  /** Draws the crop and encodes it (default: a canvas of the crop's own size). */
  encode?: (picture: LoadedPicture, crop: Crop) => Promise<Blob>;
  /** A picture already chosen when the dialog opens (stories). */
  initialPicture?: LoadedPicture | null;
  /**
   * A message about the last change (a refused upload), drawn inside the dialog: anything drawn
   * beside it on the page would sit behind the dialog's mask.
   */
  notice?: ReactNode;
}

/** The spec's avatar dialog is 769 px wide, with previews of 100×100 and 50×50 (stageSize). */
const DIALOG_WIDTH = 769;

async function decode(file: File): Promise<LoadedPicture> {
  const bitmap = await createImageBitmap(file);
  return { source: bitmap, width: bitmap.width, height: bitmap.height, type: file.type };
}

/**
 * The avatar dialog: choose a picture, frame a square by dragging, the wheel, the zoom slider or the
 * keyboard, watch both previews follow, and hand the square on as PNG (JPEG for a JPEG).
 */
export function AvatarCropper({
  open,
  onCancel,
  onChange,
  loadPicture = decode,
  encode = encodeCrop,
  initialPicture = null,
  notice,
}: AvatarCropperProps) {
  const { t } = useCropperTranslation();
  const [picture, setPicture] = useState<LoadedPicture | null>(initialPicture);
  const [unreadable, setUnreadable] = useState(false);
  const [saving, setSaving] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const { view, crop, update, stage, previews } = useCropView(picture);

  // Each opening starts afresh: the last picture chosen is not kept behind a cancel.
  useEffect(() => {
    if (!open) return;
    setPicture(initialPicture);
    setUnreadable(false);
  }, [open, initialPicture]);

  async function choose(file: File | undefined) {
    if (!file) return;
    try {
      setPicture(await loadPicture(file));
      setUnreadable(false);
    } catch {
      setUnreadable(true);
    }
  }

  async function change() {
    if (!picture || !crop) return;
    setSaving(true);
    try {
      const blob = await encode(picture, crop);
      await onChange(blob, blob.type === "image/jpeg" ? "avatar.jpg" : "avatar.png");
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t("avatarCropper.title")}
      width={DIALOG_WIDTH}
      onCancel={onCancel}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onCancel}>{t("avatarCropper.cancel")}</Button>
          <Button type="primary" onClick={change} disabled={!crop} loading={saving}>
            {t("avatarCropper.change")}
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: "100%" }}>
        <Space wrap>
          <Button onClick={() => fileInput.current?.click()}>{t("avatarCropper.choose")}</Button>
          <Typography.Text type="secondary">{t("avatarCropper.chooseHint")}</Typography.Text>
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            aria-label={t("avatarCropper.choose")}
            hidden
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              // Choosing the same file again must still fire a change.
              event.target.value = "";
            }}
          />
        </Space>
        {unreadable ? <Alert type="error" showIcon title={t("avatarCropper.notImage")} /> : null}
        {notice}
        <div style={{ display: "flex", gap: 24, flexWrap: "wrap" }}>
          <CropStage active={!!picture} view={view} crop={crop} update={update} stage={stage} />
          <CropPreviews previews={previews} crop={crop} />
        </div>
      </Space>
    </Modal>
  );
}
