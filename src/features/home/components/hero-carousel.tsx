import { lazy, Suspense, useState } from 'react';
import { usePageSettled } from '#src/lib/use-page-settled';
import { BANNERS } from '../banners';
import { BannerContent } from './banner-content';

// Swiper is most of the home page's code: the first banner shows at once, Swiper is fetched once the page has
// settled (or sooner, when the shopper reaches for the carousel) and takes over when it arrives.
const HeroSwiper = lazy(() => import('./hero-swiper').then((module) => ({ default: module.HeroSwiper })));

/** The home page's banner carousel (spec 000 §2, §4, §9). */
export function HeroCarousel() {
  // The slides stand still while one of their links has keyboard focus.
  const [focusOnSlide, setFocusOnSlide] = useState(false);
  const [reachedFor, setReachedFor] = useState(false);
  const wanted = usePageSettled() || reachedFor;
  return (
    <section
      className="hero-carousel"
      aria-roledescription="carousel"
      aria-label="Offers"
      // Blur then focus fire on every move, so the pair always ends on where focus is now.
      onFocus={(event) => {
        setReachedFor(true);
        setFocusOnSlide(isInSlide(event.target));
      }}
      onBlur={() => setFocusOnSlide(false)}
      onPointerEnter={() => setReachedFor(true)}
      onTouchStart={() => setReachedFor(true)}
    >
      {wanted ? (
        <Suspense fallback={<FirstBanner />}>
          <HeroSwiper focusOnSlide={focusOnSlide} />
        </Suspense>
      ) : (
        <FirstBanner />
      )}
    </section>
  );
}

/** Whether a focus event's element is part of a slide (the controls don't count: Play must start the slides). */
function isInSlide(element: EventTarget | null): boolean {
  return element instanceof Element && element.closest('.banner') !== null;
}

/** The first banner alone, where the carousel will put it, so nothing moves when Swiper starts. */
function FirstBanner() {
  const banner = BANNERS[0];
  if (!banner) return null;
  return (
    <div className={`banner banner--${banner.theme}`} style={{ background: banner.background }}>
      <BannerContent banner={banner} first />
    </div>
  );
}
