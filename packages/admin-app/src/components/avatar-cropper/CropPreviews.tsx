import { Space, Typography } from "antd";
import type { RefObject } from "react";
import { type Crop, outputSide } from "./cropMath";
import { useCropperTranslation } from "./cropperTexts";
import { PREVIEWS } from "./stageSize";

export interface CropPreviewsProps {
  /** Filled with the preview canvases, which the crop view draws on. */
  previews: RefObject<(HTMLCanvasElement | null)[]>;
  crop: Crop | null;
}

/** The round previews, large and small, and the side of the square that will be saved. */
export function CropPreviews({ previews, crop }: CropPreviewsProps) {
  const { t } = useCropperTranslation();
  return (
    <Space orientation="vertical" align="center">
      <Typography.Text strong>{t("avatarCropper.preview")}</Typography.Text>
      {PREVIEWS.map((side, index) => (
        <canvas
          key={side}
          ref={(canvas) => {
            previews.current[index] = canvas;
          }}
          width={side}
          height={side}
          role="img"
          aria-label={t(side === 100 ? "avatarCropper.previewLarge" : "avatarCropper.previewSmall")}
          style={{ width: side, height: side, borderRadius: "50%", background: "#f0f2f5" }}
        />
      ))}
      {crop ? (
        <Typography.Text type="secondary">
          {outputSide(crop)}×{outputSide(crop)}
        </Typography.Text>
      ) : null}
    </Space>
  );
}
