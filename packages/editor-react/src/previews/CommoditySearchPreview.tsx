import type { CSSProperties } from "react";
import { previewText } from "./preview-text";
import { num, type PreviewProps, str } from "./preview-types";
import { useRenderSurface } from "./render-surface";

/**
 * Product search bar: a box of the chosen height (28-50), square or round, its hint (the first hot
 * word, else 搜索商品) at the left or centred, a scan icon when asked. Position 1 ("fixed at the
 * top") keeps the bar at the top of the phone while the page scrolls on pages shoppers see (the
 * phone is the viewport there); a spacer holds its place in the flow. In the editor it stays in
 * place: the canvas makes its block stick instead (canvas/pinned-on-canvas.ts).
 */
export function CommoditySearchPreview({ props, locale }: PreviewProps) {
  const surface = useRenderSurface();
  const height = Math.min(50, Math.max(28, num(props.heights, 28)));
  const fixed = props.position === 1 || props.position === "1";
  const round = props.borderRadius === 1 || props.borderRadius === "1";
  const centred = props.textPosition === 1 || props.textPosition === "1";
  const hotWord = Array.isArray(props.hotords)
    ? props.hotords
        .map((word) =>
          word && typeof word === "object" ? str((word as { text?: unknown }).text) : "",
        )
        .find((text) => text.trim() !== "")
    : undefined;
  const textColor = str(props.textColor, "rgb(150, 151, 153)");
  const pinned = fixed && surface !== "editor";
  const outer: CSSProperties = {
    padding: "10px 12px",
    background: str(props.backgroundColor, "rgb(249, 249, 249)"),
    boxSizing: "border-box",
    ...(pinned
      ? {
          position: "fixed",
          top: 0,
          left: 0,
          right: 0,
          maxWidth: 750,
          margin: "0 auto",
          zIndex: 20,
        }
      : {}),
  };
  // On a published page the box is a real search: a GET form to the storefront's search page,
  // which works without script; its hint is the first hot word, else 搜索商品 in the page's language.
  const searching = surface === "static-page";
  const hint = hotWord ?? previewText("search", locale);
  const Box = searching ? "form" : "div";
  const bar = (
    <div
      data-search-position={fixed ? "fixed" : "normal"}
      data-search-shape={round ? "round" : "square"}
      style={outer}
    >
      <Box
        {...(searching ? { role: "search", action: "/s/search", method: "get" } : {})}
        style={{
          display: "flex",
          alignItems: "center",
          justifyContent: centred ? "center" : "flex-start",
          gap: 6,
          height,
          padding: "0 10px",
          borderRadius: round ? height / 2 : 2,
          background: str(props.borderColor, "rgb(255, 255, 255)"),
          color: textColor,
          fontSize: 14,
        }}
      >
        <SearchGlyph />
        {searching ? (
          <input
            type="search"
            name="q"
            placeholder={hint}
            aria-label={hint}
            maxLength={50}
            style={{
              flex: 1,
              minWidth: 0,
              height: "100%",
              border: 0,
              padding: 0,
              background: "transparent",
              color: "#323233",
              fontSize: 14,
              textAlign: centred ? "center" : "left",
              outlineOffset: 2,
            }}
          />
        ) : (
          <span style={{ flex: centred ? undefined : 1, overflow: "hidden", whiteSpace: "nowrap" }}>
            {hint}
          </span>
        )}
        {props.sweep === true && (
          <span
            role="img"
            aria-label={previewText("scan", locale)}
            data-scan-icon=""
            style={{ marginLeft: centred ? "auto" : 0, display: "flex" }}
          >
            <ScanGlyph />
          </span>
        )}
      </Box>
    </div>
  );
  if (!pinned) return bar;
  return (
    <>
      <div aria-hidden="true" style={{ height: height + 20 }} />
      {bar}
    </>
  );
}

function SearchGlyph() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

function ScanGlyph() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 8V4h4M16 4h4v4M20 16v4h-4M8 20H4v-4M4 12h16" />
    </svg>
  );
}
