import type { Locale } from "@vitrine/editor-core";
import { AdSlide, type CarouselProps } from "./AdSlide";
import { previewText } from "./preview-text";

/**
 * The carousel of a published page (server markup): every slide in a track that scrolls sideways
 * with CSS scroll snapping, so a shopper swipes through them without any script, each picture
 * scaled to its own ratio across the slide. The storefront's carousel script (data-sf="carousel",
 * server/src/storefront/client/carousel.ts) adds autoplay and the paging, which stays hidden
 * until it runs (paging that could not follow the slides would tell the wrong slide).
 */
export function ScrollCarousel({
  images,
  radius,
  gap,
  perView,
  type,
  pagination,
  locale,
}: CarouselProps & { locale: Locale }) {
  const count = Math.max(1, Math.ceil(perView));
  const width = `calc((100% - ${gap * (count - 1)}px) / ${perView})`;
  return (
    <div
      data-sf="carousel"
      data-sf-autoplay={type === 2 ? "0" : "1"}
      style={{ position: "relative" }}
    >
      <div
        data-sf-track=""
        style={{
          display: "flex",
          alignItems: "flex-start",
          gap,
          overflowX: "auto",
          scrollSnapType: "x mandatory",
          scrollbarWidth: "none",
        }}
      >
        {images.map((image, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: images have no ids; order is their identity
            key={i}
            // A quick swipe stops at the next picture, as Swiper does, instead of flinging past it.
            style={{
              flex: `0 0 ${width}`,
              scrollSnapAlign: type === 3 ? "center" : "start",
              scrollSnapStop: "always",
            }}
          >
            <AdSlide image={image} radius={radius} lazy={i > 0} />
          </div>
        ))}
      </div>
      {pagination && images.length > 1 && (
        <Paging type={pagination.type} count={images.length} locale={locale} />
      )}
    </div>
  );
}

function Paging({
  type,
  count,
  locale,
}: {
  type: "bullets" | "fraction" | "progressbar";
  count: number;
  locale: Locale;
}) {
  const place = {
    position: "absolute",
    left: 0,
    right: 0,
    bottom: type === "progressbar" ? 0 : 6,
    textAlign: "center",
    color: "#fff",
    fontSize: 12,
  } as const;
  if (type === "fraction")
    return (
      <div data-sf-paging="" hidden style={place}>
        <span
          data-sf-fraction=""
          style={{ padding: "1px 8px", background: "rgba(0,0,0,.45)", borderRadius: 9 }}
        >
          1 / {count}
        </span>
      </div>
    );
  if (type === "progressbar")
    return (
      <div
        data-sf-paging=""
        hidden
        style={{ ...place, height: 3, background: "rgba(255,255,255,.4)" }}
      >
        <span
          data-sf-progress=""
          style={{
            display: "block",
            height: "100%",
            background: "#fff",
            transformOrigin: "left top",
            transform: `scaleX(${1 / count})`,
          }}
        />
      </div>
    );
  return (
    <div data-sf-paging="" hidden style={place}>
      {Array.from({ length: count }, (_, i) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: one bullet per slide, in order
          key={i}
          type="button"
          data-sf-bullet=""
          aria-label={previewText("slide", locale).replace("{n}", String(i + 1))}
          style={{
            width: 24,
            height: 24,
            padding: 9,
            border: 0,
            background: "none",
            opacity: i === 0 ? 1 : 0.5,
          }}
        >
          <span
            style={{
              display: "block",
              width: 6,
              height: 6,
              borderRadius: "50%",
              background: "#fff",
            }}
          />
        </button>
      ))}
    </div>
  );
}
