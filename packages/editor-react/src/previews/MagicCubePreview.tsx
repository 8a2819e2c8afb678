import type { CSSProperties } from "react";
import { Linked, PreviewImage, records } from "./preview-parts";
import { previewText } from "./preview-text";
import { num, type PreviewProps } from "./preview-types";
import { useRenderSurface } from "./render-surface";

type Area = "row" | "left" | "right" | "top" | "bottom";

interface CubeLayout {
  /** The grid of the whole cube; one entry per slot in `slots`. */
  grid: CSSProperties;
  slots: { area: Area; place?: CSSProperties | undefined }[];
  /** The image width the original recommended for this layout (on a 750 px wide design). */
  width: number;
}

const row = (count: number): CubeLayout => ({
  grid: { gridTemplateColumns: `repeat(${count}, 1fr)` },
  slots: Array.from({ length: count }, () => ({ area: "row", place: { aspectRatio: "1" } })),
  width: count === 2 ? 375 : count === 3 ? 250 : 188,
});

const square: CSSProperties = { aspectRatio: "1" };

/**
 * The original's grids: 0 two per row, 1 three per row, 2 four per row, 3 two left two right,
 * 4 one left two right, 5 one top two bottom, 6 one left three right.
 */
export const CUBE_LAYOUTS: readonly CubeLayout[] = [
  row(2),
  row(3),
  row(4),
  {
    grid: {
      ...square,
      gridTemplateColumns: "1fr 1fr",
      gridTemplateRows: "1fr 1fr",
      gridAutoFlow: "column",
    },
    slots: [{ area: "left" }, { area: "left" }, { area: "right" }, { area: "right" }],
    width: 375,
  },
  {
    grid: { ...square, gridTemplateColumns: "1fr 1fr", gridTemplateRows: "1fr 1fr" },
    slots: [{ area: "left", place: { gridRow: "1 / 3" } }, { area: "right" }, { area: "right" }],
    width: 375,
  },
  {
    grid: { ...square, gridTemplateColumns: "1fr 1fr", gridTemplateRows: "1fr 1fr" },
    slots: [
      { area: "top", place: { gridColumn: "1 / 3" } },
      { area: "bottom" },
      { area: "bottom" },
    ],
    width: 375,
  },
  {
    grid: { ...square, gridTemplateColumns: "2fr 1fr 1fr", gridTemplateRows: "1fr 1fr" },
    slots: [
      { area: "left", place: { gridRow: "1 / 3" } },
      { area: "right", place: { gridColumn: "2 / 4" } },
      { area: "right" },
      { area: "right" },
    ],
    width: 375,
  },
];

/** Magic cube: the layout's grid of image slots, each a link; empty slots show the advised width. */
export function MagicCubePreview({ props, locale }: PreviewProps) {
  const surface = useRenderSurface();
  const type = Math.round(num(Number(props.rubiksCubeType), 0));
  const layout = CUBE_LAYOUTS[type] ?? (CUBE_LAYOUTS[0] as CubeLayout);
  const images = records(props.imageList);
  const gap = Math.max(0, num(props.imgMargin, 0));
  const hint = previewText("cubeWidth", locale).replace("{w}", String(layout.width));
  return (
    <div style={{ padding: Math.max(0, num(props.pageMargin, 0)), background: "#fff" }}>
      <div data-cube-layout={type} style={{ display: "grid", gap, ...layout.grid }}>
        {layout.slots.map((slot, index) => {
          const image = images[index] ?? {};
          return (
            <Linked
              // biome-ignore lint/suspicious/noArrayIndexKey: a slot is its position in the layout
              key={index}
              http={image.http}
              style={{ minWidth: 0, minHeight: 0, overflow: "hidden", ...slot.place }}
            >
              <div data-cube-slot={slot.area} style={{ width: "100%", height: "100%" }}>
                <PreviewImage src={image.src} style={{ height: "100%", minHeight: 40 }}>
                  {surface === "editor" ? hint : undefined}
                </PreviewImage>
              </div>
            </Linked>
          );
        })}
      </div>
    </div>
  );
}
