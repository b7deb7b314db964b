import { useAtomValue } from 'jotai';
import { Suspense, useEffect, useState } from 'react';
import { dataSaverAtom } from '#src/lib/data-saver';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { lazyComponent } from '#src/lib/lazy-component';
import { usePageSettled } from '#src/lib/page-settled';
import { BANNER_AUTOPLAY_MS, BANNERS } from '../banners';
import { usePrefersReducedMotion } from '../state/use-prefers-reduced-motion';
import { BannerContent } from './banner-content';

// Swiper is most of the home page's code. The first banner shows at once; Swiper is fetched when the
// carousel first has to move (its first 5 s are up, counted from when the page has settled) or when the
// shopper reaches for it (a touch, the pointer, the keyboard's focus), and takes over where it stands.
const HeroSwiper = lazyComponent(() => import('./hero-swiper'), 'HeroSwiper');

/** The home page's banner carousel (spec 000 §2, §4, §9). */
export function HeroCarousel() {
  // The slides stand still while one of their links has keyboard focus.
  const [focusOnSlide, setFocusOnSlide] = useState(false);
  const [reachedFor, setReachedFor] = useState(false);
  const firstMoveDue = useFirstMoveDue();
  return (
    <section
      className="hero-carousel"
      aria-roledescription={m.home_carousel_role()}
      aria-label={m.home_offers()}
      // Blur then focus fire on every move, so the pair always ends on where focus is now.
      onFocus={(event) => {
        setReachedFor(true);
        setFocusOnSlide(isInSlide(event.target));
      }}
      onBlur={() => setFocusOnSlide(false)}
      onPointerEnter={() => setReachedFor(true)}
      onTouchStart={() => setReachedFor(true)}
    >
      {reachedFor || firstMoveDue ? (
        <Suspense fallback={<FirstBanner />}>
          <HeroSwiper focusOnSlide={focusOnSlide} moveAtOnce={firstMoveDue && !reachedFor} />
        </Suspense>
      ) : (
        <FirstBanner />
      )}
    </section>
  );
}

/** Whether the first banner's time is up: never while the slides stand still (reduced motion, saving data). */
function useFirstMoveDue(): boolean {
  const settled = usePageSettled();
  const reducedMotion = usePrefersReducedMotion();
  const savingData = useAtomValue(dataSaverAtom);
  const standsStill = reducedMotion || savingData;
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!settled || standsStill) return;
    const timer = setTimeout(() => setDue(true), BANNER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [settled, standsStill]);
  return due;
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
