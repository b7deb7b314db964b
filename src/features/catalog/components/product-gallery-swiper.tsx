import { useEffect, useState } from 'react';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { useMediaQuery } from '#src/lib/use-media-query';
import { ZoomableImage } from './product-zoom';

/** Spec 001 §9: a swipe of 60 px or more changes the picture; a shorter one springs back. */
export const SWIPE_THRESHOLD_PX = 60;

/**
 * Swiper measures a swipe as a share of the slide's width (longSwipesRatio); this is the share
 * that makes 60 px of finger travel, whatever the screen's width.
 */
export function swipeRatioFor(slideWidth: number): number {
  return slideWidth > 0 ? Math.min(1, SWIPE_THRESHOLD_PX / slideWidth) : 0.5;
}

interface ProductGallerySwiperProps {
  images: readonly string[];
  altOf: (index: number) => string;
  activeIndex: number;
  onActiveIndexChange: (index: number) => void;
}

export function ProductGallerySwiper({ images, altOf, activeIndex, onActiveIndexChange }: ProductGallerySwiperProps) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // Swiper takes its start at creation; a thumbnail picked before it arrived is where it starts.
  const [initialSlide] = useState(activeIndex);
  // Swiper's own template ({{index}}), in the shopper's language; read once, when Swiper starts.
  const [a11y] = useState(() => ({
    slideLabelMessage: m.catalog_gallery_slide_position({ index: '{{index}}', total: '{{slidesLength}}' }),
  }));

  useEffect(() => {
    if (swiper && !swiper.destroyed && swiper.activeIndex !== activeIndex) swiper.slideTo(activeIndex);
  }, [swiper, activeIndex]);

  const applySwipeThreshold = (instance: SwiperInstance) => {
    instance.params.longSwipesRatio = swipeRatioFor(instance.size);
  };

  return (
    <Swiper
      modules={[A11y]}
      initialSlide={initialSlide}
      speed={reducedMotion ? 0 : 300}
      // Every swipe is judged by distance alone (no quick-flick shortcut), from the first pixel.
      threshold={0}
      shortSwipes={false}
      longSwipesMs={0}
      a11y={a11y}
      onSwiper={setSwiper}
      onAfterInit={applySwipeThreshold}
      onResize={applySwipeThreshold}
      onSlideChange={(instance) => onActiveIndexChange(instance.activeIndex)}
    >
      {images.map((src, index) => (
        <SwiperSlide key={src}>
          <ZoomableImage src={src} alt={altOf(index)} eager={index === initialSlide} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
