/** The relative luminance of an sRGB colour (WCAG 2). */
function luminance([r, g, b]: readonly number[]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r ?? 0) + 0.7152 * lin(g ?? 0) + 0.0722 * lin(b ?? 0);
}

const rgbOf = (hex: string): number[] => {
  const full =
    hex.length === 4
      ? hex
          .slice(1)
          .split("")
          .map((c) => c + c)
          .join("")
      : hex.slice(1);
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
};

const hexOf = (rgb: readonly number[]) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

/** Contrast of white on the colour (1-21). */
export const contrastWithWhite = (hex: string) => 1.05 / (luminance(rgbOf(hex)) + 0.05);

/**
 * The shop's theme colour (settings' primaryColor, #rgb/#rrggbb; else the shop red), darkened
 * just enough for white text on it and it as text on white to reach WCAG AA's 4.5:1: the default
 * #409eff is 3:1, too light for a 14 px label.
 */
export function shopColour(value: string | undefined): string {
  const colour = value && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value : "#e60a22";
  let rgb = rgbOf(colour);
  for (let step = 0; step < 40 && contrastWithWhite(hexOf(rgb)) < 4.6; step++)
    rgb = rgb.map((c) => c * 0.95);
  return hexOf(rgb);
}
