import { useState } from 'react';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import type { ProductCard as ProductCardData } from '#contract/catalog';
import { ProductCard } from '#src/domain/catalog/product-card';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { CarouselIcon } from './carousel-icon';

/** Spec 000 §9: 1 card, 2 from 540 px, 3 from 768 px, 4 from 1024 px, 5 from 1280 px. */
export const RECENTLY_VIEWED_BREAKPOINTS = {
  540: { slidesPerView: 2 },
  768: { slidesPerView: 3 },
  1024: { slidesPerView: 4 },
  1280: { slidesPerView: 5 },
};

interface Edges {
  atStart: boolean;
  atEnd: boolean;
}

/** The shopper's recently viewed products on Swiper, with Previous and Next buttons. */
export function RecentlyViewedSwiper({ products }: { products: readonly ProductCardData[] }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // Swiper's own template ({{index}}), in the shopper's language; read once, when Swiper starts.
  const [a11y] = useState(() => ({
    slideLabelMessage: m.home_slide_position({ index: '{{index}}', total: '{{slidesLength}}' }),
  }));
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: false });

  const syncEdges = (instance: SwiperInstance) => setEdges({ atStart: instance.isBeginning, atEnd: instance.isEnd });

  return (
    <section className="home-section recently-viewed" aria-labelledby="recently-viewed">
      <div className="home-section__header">
        <h2 id="recently-viewed">{m.home_recently_viewed()}</h2>
        <div className="recently-viewed__nav">
          <button
            type="button"
            className="recently-viewed__button"
            aria-label={m.home_previous_products()}
            disabled={edges.atStart}
            onClick={() => swiper?.slidePrev()}
          >
            <CarouselIcon name="previous" />
          </button>
          <button
            type="button"
            className="recently-viewed__button"
            aria-label={m.home_next_products()}
            disabled={edges.atEnd}
            onClick={() => swiper?.slideNext()}
          >
            <CarouselIcon name="next" />
          </button>
        </div>
      </div>
      <Swiper
        modules={[A11y]}
        slidesPerView={1}
        spaceBetween={12}
        breakpoints={RECENTLY_VIEWED_BREAKPOINTS}
        a11y={a11y}
        onSwiper={setSwiper}
        onAfterInit={syncEdges}
        onSlideChange={syncEdges}
        onToEdge={syncEdges}
        onFromEdge={syncEdges}
        onLock={syncEdges}
        onUnlock={syncEdges}
      >
        {products.map((product) => (
          <SwiperSlide key={product.id}>
            <ProductCard product={product} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
