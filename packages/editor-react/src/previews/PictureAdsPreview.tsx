import { lazy, Suspense } from "react";
import { type AdImage, AdSlide, type CarouselProps } from "./AdSlide";
import { CarouselGlyph, EmptyBlock } from "./EmptyBlock";
import { previewText } from "./preview-text";
import { num, type PreviewProps } from "./preview-types";
import { useRenderSurface } from "./render-surface";
import { ScrollCarousel } from "./ScrollCarousel";

// Swiper is most of the previews' weight, so it loads only when a page shows a carousel: the light
// preview page and pages without one do not download it. Until it arrives (and in server-rendered
// HTML) the carousel's first slides are drawn in place.
const PictureAdsCarousel = lazy(() => import("./PictureAdsCarousel"));

/** The carousel's first view without Swiper: the slides in view, sized as Swiper lays them out. */
function StillCarousel({ images, radius, gap, perView, type }: CarouselProps) {
  const count = Math.max(1, Math.ceil(perView));
  const width = `calc((100% - ${gap * (count - 1)}px) / ${perView})`;
  const offset = type === 3 ? `calc((100% - ${width}) / 2)` : "0px";
  return (
    <div style={{ display: "flex", gap, overflow: "hidden", paddingLeft: offset }}>
      {images.slice(0, count).map((image, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: images have no ids; order is their identity
        <div key={i} style={{ flex: `0 0 ${width}` }}>
          <AdSlide image={image} radius={radius} />
        </div>
      ))}
    </div>
  );
}

/**
 * Picture ads: type 0 one image per row; 1 a looping, autoplaying carousel; 2 several per row
 * (rowindividual 2–6) sliding sideways; 3 a centred carousel showing 1.3 slides.
 */
export function PictureAdsPreview({ props, locale }: PreviewProps) {
  const surface = useRenderSurface();
  const images = (Array.isArray(props.imageList) ? props.imageList : []) as AdImage[];
  const type = num(props.swiperType, 0);
  const radius = num(props.borderRadius, 0);
  const gap = num(props.imageMargin, 0);
  const padding = num(props.pageMargin, 0);
  if (images.length === 0) {
    // Nothing to show: a designed placeholder on the canvas, nothing on a shopper's page.
    if (surface !== "editor") return null;
    return (
      <EmptyBlock
        kind="pictureads"
        height={150}
        icon={<CarouselGlyph />}
        text={previewText("adsEmpty", locale)}
      />
    );
  }
  const shown = images;
  if (type === 0) {
    return (
      <div style={{ padding: `0 ${padding}px`, display: "grid", gap }}>
        {shown.map((image, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: images have no ids; order is their identity
          <AdSlide key={i} image={image} radius={radius} />
        ))}
      </div>
    );
  }
  const paging = props.pagingType;
  const pagination =
    paging === "bullets" || paging === "fraction" || paging === "progressbar"
      ? { type: paging as "bullets" | "fraction" | "progressbar" }
      : false;
  const perView = type === 2 ? num(props.rowindividual, 2) : type === 3 ? 1.3 : 1;
  const carousel: CarouselProps = { images: shown, type, radius, gap, pagination, perView };
  // A published page's server markup: every slide, swiped natively, enhanced by its own script.
  if (surface === "static-page")
    return (
      <div style={{ padding: `0 ${padding}px` }}>
        <ScrollCarousel {...carousel} locale={locale} />
      </div>
    );
  return (
    <div style={{ padding: `0 ${padding}px` }}>
      <Suspense fallback={<StillCarousel {...carousel} />}>
        <PictureAdsCarousel {...carousel} />
      </Suspense>
    </div>
  );
}
