import { Megaphone } from "lucide-react";
import { type CSSProperties, useRef, useState } from "react";
import { useIsomorphicLayoutEffect } from "../ssr/use-isomorphic-layout-effect";
import { NOTICE_DELAY_S, NOTICE_HEIGHT, type NoticeScroll, noticeScroll } from "./notice-scroll";
import { previewText } from "./preview-text";
import { type PreviewProps, str } from "./preview-types";
import { useRenderSurface } from "./render-surface";

export { NOTICE_DELAY_S, NOTICE_HEIGHT, NOTICE_SPEED_PX_PER_S } from "./notice-scroll";

// The first pass starts where the text stands (readable during the delay); later passes come in
// from the right edge, whose distance the span carries in --vitrine-notice-box.
const KEYFRAMES =
  "@keyframes vitrine-notice-out{from{transform:translateX(0)}to{transform:translateX(-100%)}}" +
  "@keyframes vitrine-notice-loop{from{transform:translateX(var(--vitrine-notice-box))}to{transform:translateX(-100%)}}";

/**
 * The notice bar. Text wider than the bar scrolls (after 1 s, at 100 px/s); shorter text stands
 * still. Closeable (by default on pages shoppers see that run script, see RenderSurface), a close
 * button hides it.
 */
export function NoticePreview({
  props,
  locale,
  closeable,
}: PreviewProps & { closeable?: boolean | undefined }) {
  const surface = useRenderSurface();
  const [closed, setClosed] = useState(false);
  const text = str(props.noticeText);
  const box = useRef<HTMLDivElement>(null);
  const line = useRef<HTMLSpanElement>(null);
  const [scroll, setScroll] = useState<{ pass: NoticeScroll; box: number } | null>(null);

  // Measured before paint, again when the text or the bar's width changes. Never runs on the
  // server, so server-rendered notices stand still until the page's script takes over.
  // Depends on the text too: a new text is a new width to measure; closing unmounts the nodes observed.
  useIsomorphicLayoutEffect(() => {
    const boxNode = box.current;
    const lineNode = line.current;
    if (!boxNode || !lineNode) return;
    const measure = () => {
      const boxWidth = boxNode.clientWidth;
      const pass = noticeScroll(lineNode.getBoundingClientRect().width, boxWidth);
      setScroll((before) =>
        pass === null
          ? null
          : before?.box === boxWidth && before.pass.outSeconds === pass.outSeconds
            ? before
            : { pass, box: boxWidth },
      );
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(boxNode);
    return () => observer.disconnect();
  }, [text, closed]);

  if (closed) return null;
  const moving: CSSProperties | undefined = scroll
    ? ({
        "--vitrine-notice-box": `${scroll.box}px`,
        animationName: "vitrine-notice-out, vitrine-notice-loop",
        animationDuration: `${scroll.pass.outSeconds}s, ${scroll.pass.loopSeconds}s`,
        animationTimingFunction: "linear",
        animationDelay: `${NOTICE_DELAY_S}s, ${NOTICE_DELAY_S + scroll.pass.outSeconds}s`,
        animationIterationCount: "1, infinite",
        animationFillMode: "forwards, none",
      } as CSSProperties)
    : undefined;
  return (
    <div
      role={scroll ? "marquee" : undefined}
      data-notice-scrolling={scroll ? "" : undefined}
      // Server markup cannot measure: the storefront's notice script moves it (client/notice.ts).
      data-sf={surface === "static-page" ? "notice" : undefined}
      style={{
        display: "flex",
        alignItems: "center",
        height: NOTICE_HEIGHT,
        padding: "0 16px",
        background: str(props.backColor, "#fff8e9"),
        color: str(props.textColor, "#646566"),
        fontSize: 14,
        overflow: "hidden",
      }}
    >
      {scroll && <style>{KEYFRAMES}</style>}
      {/* An icon, not the 📢 emoji: many Linux and embedded browsers have no emoji font. */}
      <Megaphone size={16} aria-hidden="true" style={{ marginRight: 6, flexShrink: 0 }} />
      <div ref={box} style={{ flex: 1, overflow: "hidden", whiteSpace: "nowrap" }}>
        <span ref={line} data-sf-notice-line="" style={{ display: "inline-block", ...moving }}>
          {text}
        </span>
      </div>
      {(closeable ?? surface === "page") && (
        <button
          type="button"
          aria-label={previewText("closeNotice", locale)}
          onClick={() => setClosed(true)}
          style={{ border: 0, background: "none", color: "inherit", cursor: "pointer" }}
        >
          ×
        </button>
      )}
    </div>
  );
}
