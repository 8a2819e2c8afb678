/**
 * The picture-ads carousel on a published page. The server draws every slide in a track that
 * scrolls sideways with CSS scroll snapping, so without this script a shopper still swipes
 * through them. The script adds what needs one: autoplay (every 3 s, back to the first after the
 * last, paused while the tab is hidden, stopped once the shopper takes over), the paging (bullets, fraction or
 * progress bar, which the server leaves hidden) kept in step with the slide in view, and bullets
 * that go to their slide.
 */

const AUTOPLAY_MS = 3000;

/** The slide whose left edge is nearest the track's scroll position. */
export function currentSlide(scrollLeft: number, slideLefts: readonly number[]): number {
  let best = 0;
  for (let i = 1; i < slideLefts.length; i++) {
    if (
      Math.abs((slideLefts[i] ?? 0) - scrollLeft) < Math.abs((slideLefts[best] ?? 0) - scrollLeft)
    )
      best = i;
  }
  return best;
}

/** The paging's look for slide `index` of `count` (what the preview's Swiper draws). */
export function pagingState(index: number, count: number) {
  return {
    fraction: `${index + 1} / ${count}`,
    progress: count > 0 ? (index + 1) / count : 0,
  };
}

function enhance(root: HTMLElement, win: Window) {
  const track = root.querySelector<HTMLElement>("[data-sf-track]");
  if (!track) return;
  const slides = [...track.children] as HTMLElement[];
  if (slides.length < 2) return;
  const paging = root.querySelector<HTMLElement>("[data-sf-paging]");
  const bullets = paging ? [...paging.querySelectorAll<HTMLElement>("[data-sf-bullet]")] : [];
  const fraction = paging?.querySelector<HTMLElement>("[data-sf-fraction]");
  const bar = paging?.querySelector<HTMLElement>("[data-sf-progress]");
  const lefts = () => slides.map((slide) => slide.offsetLeft - (slides[0]?.offsetLeft ?? 0));
  const go = (index: number) => {
    const left = lefts()[index] ?? 0;
    track.scrollTo({ left, behavior: "smooth" });
  };
  let shown = -1;
  const update = () => {
    const index = currentSlide(track.scrollLeft, lefts());
    if (index === shown) return;
    shown = index;
    root.dataset.sfSlide = String(index + 1);
    const state = pagingState(index, slides.length);
    bullets.forEach((bullet, i) => {
      bullet.style.opacity = i === index ? "1" : ".5";
      bullet.setAttribute("aria-current", i === index ? "true" : "false");
    });
    if (fraction) fraction.textContent = state.fraction;
    if (bar) bar.style.transform = `scaleX(${state.progress})`;
  };
  bullets.forEach((bullet, i) => {
    bullet.addEventListener("click", () => go(i));
  });
  track.addEventListener("scroll", update, { passive: true });
  if (paging) paging.hidden = false;
  update();

  if (root.dataset.sfAutoplay !== "1") return;
  // Someone who asked for less motion gets the slides they swipe to, nothing moving on its own.
  if (win.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
  const timer = win.setInterval(() => {
    if (win.document.hidden) return;
    const next = currentSlide(track.scrollLeft, lefts()) + 1;
    go(next >= slides.length ? 0 : next);
  }, AUTOPLAY_MS);
  // Once the shopper swipes or taps a bullet the carousel is theirs: autoplay stops for good
  // (WCAG 2.2.2), so a slide they chose is not taken away from them.
  const stop = () => win.clearInterval(timer);
  for (const type of ["pointerdown", "touchstart", "wheel", "keydown"])
    root.addEventListener(type, stop, { passive: true, once: true });
}

/** Every carousel under `scope`. */
export function enhanceCarousels(scope: ParentNode, win: Window = window) {
  for (const root of scope.querySelectorAll<HTMLElement>('[data-sf="carousel"]'))
    enhance(root, win);
}
