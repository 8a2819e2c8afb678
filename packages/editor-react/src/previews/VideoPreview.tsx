import { cssUrl } from "./preview-parts";
import { previewText } from "./preview-text";
import { type PreviewProps, str } from "./preview-types";

/**
 * Video: a player across the phone with the cover as its poster; autoplay starts it muted (browsers
 * refuse sound without a tap). Without an address it draws a dark 16:9 box with the cover, if any.
 */
export function VideoPreview({ props, locale }: PreviewProps) {
  const src = str(props.src).trim();
  const poster = str(props.coverUrl).trim() || undefined;
  const autoplay = props.autoplay === true;
  if (src)
    return (
      <video
        src={src}
        poster={poster}
        controls
        playsInline
        preload="metadata"
        autoPlay={autoplay}
        muted={autoplay}
        style={{ display: "block", width: "100%", aspectRatio: "16 / 9", background: "#000" }}
      />
    );
  return (
    <div
      role="img"
      aria-label={previewText("videoEmpty", locale)}
      data-video-empty=""
      style={{
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        aspectRatio: "16 / 9",
        background: cssUrl(poster) ? `#000 center / cover ${cssUrl(poster)}` : "#1f1f1f",
        color: "#fff",
      }}
    >
      <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="22" fill="rgba(0,0,0,.45)" stroke="#fff" strokeWidth="2" />
        <path d="M19 15v18l14-9z" fill="#fff" />
      </svg>
    </div>
  );
}
