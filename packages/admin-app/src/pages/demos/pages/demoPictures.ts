/**
 * Pictures for the demo pages, drawn as SVG data URLs: the pages work without a network and
 * without shipping image files, and each picture says which one it is.
 */
const COLOURS = [
  "#1677ff",
  "#52c41a",
  "#faad14",
  "#eb2f96",
  "#13c2c2",
  "#722ed1",
  "#fa541c",
  "#2f54eb",
];

export function demoPicture(index: number, width = 400, height = 300): string {
  const colour = COLOURS[index % COLOURS.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${colour}"/>` +
    `<circle cx="${width * 0.75}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.12}" fill="#fff" opacity="0.6"/>` +
    `<path d="M0 ${height} L${width * 0.35} ${height * 0.45} L${width * 0.6} ${height * 0.75} L${width} ${height * 0.35} V${height} Z" fill="#fff" opacity="0.35"/>` +
    `<text x="24" y="${height - 24}" font-family="sans-serif" font-size="${Math.round(height / 8)}" fill="#fff">${index + 1}</text>` +
    "</svg>";
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Heights that vary like photos do, for the masonry list. */
export function demoHeight(index: number): number {
  return 160 + ((index * 73) % 5) * 40;
}
