import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import { dataSaverAtom } from '#src/lib/data-saver';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { bannerTexts } from '../banner-texts';
import { BANNER_AUTOPLAY_MS, BANNERS } from '../banners';
import { usePrefersReducedMotion } from '../state/use-prefers-reduced-motion';
import { BannerContent } from './banner-content';
import { CarouselIcon } from './carousel-icon';

/**
 * The banners on Swiper (spec 000 §2, §9): six offers, autoplaying every 5 s in a loop.
 * It stands still for shoppers who asked for reduced motion or are saving data (until they press Play), while the pointer
 * rests on it, while a slide's link has focus, and after the shopper presses Pause (WCAG 2.2.2).
 */
export function HeroSwiper({ focusOnSlide, moveAtOnce = false }: { focusOnSlide: boolean; moveAtOnce?: boolean }) {
  const reducedMotion = usePrefersReducedMotion();
  const savingData = useAtomValue(dataSaverAtom);
  const stillUnlessAsked = reducedMotion || savingData;
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // Swiper's own templates ({{index}}), in the shopper's language; read once, when Swiper starts.
  const [a11y] = useState(() => ({
    slideLabelMessage: m.home_slide_position({ index: '{{index}}', total: '{{slidesLength}}' }),
    itemRoleDescriptionMessage: m.home_slide_role(),
  }));
  const [activeIndex, setActiveIndex] = useState(0);
  // Pause/Play pressed by the shopper; until then the system's motion setting decides.
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  // Read once: Swiper takes its options at creation; later changes go through start()/stop() below.
  const [autoplay] = useState(() => ({
    delay: BANNER_AUTOPLAY_MS,
    enabled: !stillUnlessAsked,
    pauseOnMouseEnter: true,
    disableOnInteraction: false,
  }));
  const wantsToPlay = choice === null ? !stillUnlessAsked : choice === 'play';
  const playing = wantsToPlay && !focusOnSlide;

  // Fetched because the first banner's time was up (HeroCarousel): that move is made now.
  const [moveMade, setMoveMade] = useState(!moveAtOnce);
  useEffect(() => {
    if (!swiper || swiper.destroyed || moveMade) return;
    setMoveMade(true);
    if (playing) swiper.slideNext();
  }, [swiper, moveMade, playing]);

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (playing && !swiper.autoplay.running) swiper.autoplay.start();
    if (!playing && swiper.autoplay.running) swiper.autoplay.stop();
  }, [swiper, playing]);

  return (
    <Swiper
      modules={[Autoplay, A11y]}
      loop
      autoplay={autoplay}
      speed={reducedMotion ? 0 : 400}
      a11y={a11y}
      onSwiper={setSwiper}
      onRealIndexChange={(instance) => setActiveIndex(instance.realIndex)}
    >
      {BANNERS.map((banner, index) => (
        <SwiperSlide
          key={banner.categoryId}
          className={`banner banner--${banner.theme}`}
          style={{ background: banner.background }}
        >
          <BannerContent banner={banner} first={index === 0} />
        </SwiperSlide>
      ))}
      <div slot="container-end" className="carousel-controls">
        <button
          type="button"
          className="carousel-controls__button"
          aria-label={m.home_previous_slide()}
          onClick={() => swiper?.slidePrev()}
        >
          <CarouselIcon name="previous" />
        </button>
        {BANNERS.map((banner, index) => (
          <button
            key={banner.categoryId}
            type="button"
            className="carousel-controls__dot"
            aria-label={m.home_slide_label({ number: index + 1, title: bannerTexts(banner).title })}
            aria-current={index === activeIndex ? 'true' : undefined}
            onClick={() => swiper?.slideToLoop(index)}
          />
        ))}
        <button
          type="button"
          className="carousel-controls__button"
          aria-label={m.home_next_slide()}
          onClick={() => swiper?.slideNext()}
        >
          <CarouselIcon name="next" />
        </button>
        <button
          type="button"
          className="carousel-controls__button"
          aria-label={wantsToPlay ? m.home_pause_slides() : m.home_play_slides()}
          onClick={() => setChoice(wantsToPlay ? 'pause' : 'play')}
        >
          <CarouselIcon name={wantsToPlay ? 'pause' : 'play'} />
        </button>
      </div>
    </Swiper>
  );
}
