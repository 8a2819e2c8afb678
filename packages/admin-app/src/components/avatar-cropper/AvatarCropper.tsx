import { Alert, Button, Modal, Slider, Space, Typography } from "antd";
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import {
  type Crop,
  cropOf,
  type Geometry,
  initialView,
  MAX_ZOOM,
  MIN_ZOOM,
  moveView,
  outputSide,
  scaleOf,
  type View,
  zoomView,
} from "./cropMath";
import { useCropperTranslation } from "./cropperTexts";
import { drawPicture, drawPreview, drawStage, encodeCrop } from "./drawing";

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

/** The spec's avatar dialog is 769 px wide, with previews of 100×100 and 50×50. */
const DIALOG_WIDTH = 769;
const STAGE = 400;
const WINDOW = 300;
const PREVIEWS = [100, 50] as const;
/** Arrow keys move the picture this many stage pixels; with Shift, a tenth. */
const KEY_STEP = 10;
const ZOOM_STEP = 1.1;

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
  const [view, setView] = useState<View | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const [saving, setSaving] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const stage = useRef<HTMLCanvasElement | null>(null);
  const previews = useRef<(HTMLCanvasElement | null)[]>([]);
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);

  const geometry: Geometry | null = useMemo(
    () =>
      picture
        ? { image: { width: picture.width, height: picture.height }, stage: STAGE, window: WINDOW }
        : null,
    [picture],
  );

  // Each opening starts afresh: the last picture chosen is not kept behind a cancel.
  useEffect(() => {
    if (!open) return;
    setPicture(initialPicture);
    setUnreadable(false);
  }, [open, initialPicture]);

  useEffect(() => {
    setView(geometry ? initialView(geometry) : null);
  }, [geometry]);

  const crop = picture && geometry && view ? cropOf(view, geometry) : null;

  useLayoutEffect(() => {
    if (!picture || !geometry || !view || !crop) return;
    const context = stage.current?.getContext("2d");
    if (context) {
      const scale = scaleOf(view, geometry);
      drawStage(context, STAGE, WINDOW, () =>
        drawPicture(context, picture.source, view.x, view.y, scale, geometry.image),
      );
    }
    PREVIEWS.forEach((side, index) => {
      const previewContext = previews.current[index]?.getContext("2d");
      if (previewContext) drawPreview(previewContext, picture.source, crop, side);
    });
  }, [picture, geometry, view, crop]);

  const update = useCallback(
    (change: (current: View, g: Geometry) => View) => {
      if (geometry) setView((current) => (current ? change(current, geometry) : current));
    },
    [geometry],
  );

  // React's wheel listener is passive; zooming must stop the page from scrolling, so attach our own.
  const stageRef = useCallback(
    (canvas: HTMLCanvasElement | null) => {
      stage.current = canvas;
      if (!canvas) return;
      const onWheel = (event: WheelEvent) => {
        event.preventDefault();
        const anchor = stagePoint(canvas, event.clientX, event.clientY);
        update((current, g) =>
          zoomView(current, current.zoom * Math.exp(-event.deltaY / 500), g, anchor),
        );
      };
      canvas.addEventListener("wheel", onWheel, { passive: false });
      return () => canvas.removeEventListener("wheel", onWheel);
    },
    [update],
  );

  async function choose(file: File | undefined) {
    if (!file) return;
    try {
      setPicture(await loadPicture(file));
      setUnreadable(false);
    } catch {
      setUnreadable(true);
    }
  }

  function onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  }

  function onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
    const last = drag.current;
    if (!last || last.id !== event.pointerId) return;
    // The canvas may be drawn smaller than its pixels on a narrow screen.
    const ratio = STAGE / (event.currentTarget.getBoundingClientRect().width || STAGE);
    const dx = (event.clientX - last.x) * ratio;
    const dy = (event.clientY - last.y) * ratio;
    drag.current = { ...last, x: event.clientX, y: event.clientY };
    update((current, g) => moveView(current, dx, dy, g));
  }

  function onPointerUp() {
    drag.current = null;
  }

  function onKeyDown(event: KeyboardEvent<HTMLCanvasElement>) {
    const step = event.shiftKey ? KEY_STEP / 10 : KEY_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) update((current, g) => moveView(current, move[0], move[1], g));
    else if (event.key === "+" || event.key === "=")
      update((current, g) => zoomView(current, current.zoom * ZOOM_STEP, g));
    else if (event.key === "-")
      update((current, g) => zoomView(current, current.zoom / ZOOM_STEP, g));
    else return;
    event.preventDefault();
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
          <div style={{ width: STAGE, maxWidth: "100%" }}>
            <canvas
              ref={stageRef}
              width={STAGE}
              height={STAGE}
              tabIndex={picture ? 0 : -1}
              aria-label={t("avatarCropper.stage")}
              data-crop={
                crop ? `${Math.round(crop.x)},${Math.round(crop.y)},${Math.round(crop.size)}` : ""
              }
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
              onKeyDown={onKeyDown}
              style={{
                width: "100%",
                aspectRatio: "1",
                background: "#f0f2f5",
                cursor: picture ? "move" : "default",
                touchAction: "none",
                display: "block",
              }}
            />
            <Slider
              min={MIN_ZOOM}
              max={MAX_ZOOM}
              step={0.01}
              value={view?.zoom ?? MIN_ZOOM}
              disabled={!picture}
              ariaLabelForHandle={t("avatarCropper.zoom")}
              tooltip={{ formatter: (value) => `${Math.round((value ?? 1) * 100)}%` }}
              onChange={(zoom) => update((current, g) => zoomView(current, zoom, g))}
            />
          </div>
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
                aria-label={t(
                  side === 100 ? "avatarCropper.previewLarge" : "avatarCropper.previewSmall",
                )}
                style={{ width: side, height: side, borderRadius: "50%", background: "#f0f2f5" }}
              />
            ))}
            {crop ? (
              <Typography.Text type="secondary">
                {outputSide(crop)}×{outputSide(crop)}
              </Typography.Text>
            ) : null}
          </Space>
        </div>
      </Space>
    </Modal>
  );
}

/** A viewport point as a stage point (the canvas may be drawn at another size than its pixels). */
function stagePoint(canvas: HTMLCanvasElement, clientX: number, clientY: number) {
  const rect = canvas.getBoundingClientRect();
  const ratio = STAGE / (rect.width || STAGE);
  return { x: (clientX - rect.left) * ratio, y: (clientY - rect.top) * ratio };
}
