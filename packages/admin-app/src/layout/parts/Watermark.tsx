import { useMemo } from "react";

/**
 * The watermark text repeated over the area it sits in. A tiled SVG background on an overlay that
 * lets every click through (pointer-events: none); hidden from screen readers, which would otherwise
 * read it between every element.
 */
export function Watermark({ text }: { text: string }) {
  const background = useMemo(() => {
    const escaped = text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160"><text x="20" y="90" transform="rotate(-20 120 80)" font-size="16" font-family="sans-serif" fill="rgba(128,128,128,0.18)">${escaped}</text></svg>`;
    return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
  }, [text]);
  return (
    <div
      aria-hidden
      data-testid="watermark"
      style={{
        position: "absolute",
        inset: 0,
        pointerEvents: "none",
        backgroundImage: background,
        backgroundRepeat: "repeat",
        zIndex: 10,
      }}
    />
  );
}
