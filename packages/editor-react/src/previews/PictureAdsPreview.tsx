import { Autoplay, Pagination } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import { num, type PreviewProps, str } from "./preview-types";

interface AdImage {
  src?: string;
  text?: string;
}

// The few Swiper layout rules the carousel needs, inlined so no stylesheet has to be imported.
const SWIPER_CSS =
  ".swiper{overflow:hidden;position:relative}.swiper-wrapper{display:flex;box-sizing:content-box;transition-property:transform}.swiper-slide{flex-shrink:0;position:relative}" +
  ".swiper-pagination{position:absolute;left:0;right:0;bottom:6px;text-align:center;z-index:2;font-size:12px;color:#fff}" +
  ".swiper-pagination-bullet{display:inline-block;width:6px;height:6px;margin:0 3px;border-radius:50%;background:#fff;opacity:.5}.swiper-pagination-bullet-active{opacity:1}" +
  ".swiper-pagination-progressbar{top:auto;bottom:0;height:3px;background:rgba(255,255,255,.4)}.swiper-pagination-progressbar-fill{display:block;height:100%;background:#fff;transform-origin:left top}";

function Slide({ image, radius }: { image: AdImage; radius: number }) {
  const src = str(image.src);
  return (
    <div
      style={{
        position: "relative",
        borderRadius: radius,
        overflow: "hidden",
        background: "#f2f3f5",
      }}
    >
      {src ? (
        <img src={src} alt={str(image.text)} style={{ display: "block", width: "100%" }} />
      ) : (
        <div style={{ height: 150 }} />
      )}
      {image.text && (
        <div
          style={{
            position: "absolute",
            left: 0,
            right: 0,
            bottom: 0,
            padding: 4,
            color: "#fff",
            background: "rgba(0,0,0,.35)",
            fontSize: 12,
          }}
        >
          {image.text}
        </div>
      )}
    </div>
  );
}

/**
 * Picture ads: type 0 one image per row; 1 a looping, autoplaying carousel; 2 several per row
 * (rowindividual 2–6) sliding sideways; 3 a centred carousel showing 1.3 slides.
 */
export function PictureAdsPreview({ props }: PreviewProps) {
  const images = (Array.isArray(props.imageList) ? props.imageList : []) as AdImage[];
  const type = num(props.swiperType, 0);
  const radius = num(props.borderRadius, 0);
  const gap = num(props.imageMargin, 0);
  const padding = num(props.pageMargin, 0);
  const shown = images.length > 0 ? images : [{}];
  if (type === 0) {
    return (
      <div style={{ padding: `0 ${padding}px`, display: "grid", gap }}>
        {shown.map((image, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: images have no ids; order is their identity
          <Slide key={i} image={image} radius={radius} />
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
  return (
    <div style={{ padding: `0 ${padding}px` }}>
      <style>{SWIPER_CSS}</style>
      <Swiper
        modules={[Autoplay, Pagination]}
        loop={shown.length > 1 && type !== 2}
        autoplay={type === 2 ? false : { delay: 3000, disableOnInteraction: false }}
        pagination={pagination}
        slidesPerView={perView}
        centeredSlides={type === 3}
        spaceBetween={gap}
      >
        {shown.map((image, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: images have no ids; order is their identity
          <SwiperSlide key={i}>
            <Slide image={image} radius={radius} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
