import { Autoplay, Pagination } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import { AdSlide, type CarouselProps } from "./AdSlide";

// The few Swiper layout rules the carousel needs, inlined so no stylesheet has to be imported.
const SWIPER_CSS =
  ".swiper{overflow:hidden;position:relative}.swiper-wrapper{display:flex;box-sizing:content-box;transition-property:transform}.swiper-slide{flex-shrink:0;position:relative}" +
  ".swiper-pagination{position:absolute;left:0;right:0;bottom:6px;text-align:center;z-index:2;font-size:12px;color:#fff}" +
  ".swiper-pagination-bullet{display:inline-block;width:6px;height:6px;margin:0 3px;border-radius:50%;background:#fff;opacity:.5}.swiper-pagination-bullet-active{opacity:1}" +
  ".swiper-pagination-progressbar{top:auto;bottom:0;height:3px;background:rgba(255,255,255,.4)}.swiper-pagination-progressbar-fill{display:block;height:100%;background:#fff;transform-origin:left top}";

/**
 * Swiper reads its layout and paging options once, when it is created: a changed paging type
 * (bullets to fraction) or slides per view would only show after a reload. The key names them, so
 * a change creates a new carousel with the new options.
 */
export function carouselKey({ type, gap, pagination, perView, images }: CarouselProps): string {
  const loop = images.length > 1 && type !== 2;
  return [type, gap, pagination ? pagination.type : "none", perView, loop].join("|");
}

/** The Swiper carousel of picture ads types 1–3; loaded on demand (see PictureAdsPreview). */
export default function PictureAdsCarousel(props: CarouselProps) {
  const { images, type, radius, gap, pagination, perView } = props;
  return (
    <>
      <style>{SWIPER_CSS}</style>
      <Swiper
        key={carouselKey(props)}
        modules={[Autoplay, Pagination]}
        loop={images.length > 1 && type !== 2}
        autoplay={type === 2 ? false : { delay: 3000, disableOnInteraction: false }}
        pagination={pagination}
        slidesPerView={perView}
        centeredSlides={type === 3}
        spaceBetween={gap}
      >
        {images.map((image, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: images have no ids; order is their identity
          <SwiperSlide key={i}>
            <AdSlide image={image} radius={radius} />
          </SwiperSlide>
        ))}
      </Swiper>
    </>
  );
}
