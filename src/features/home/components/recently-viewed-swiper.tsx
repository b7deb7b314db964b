import { useState } from 'react';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import type { ProductCard as ProductCardData } from '#contract/catalog';
import { ProductCard } from '#src/domain/catalog/product-card';
import { CarouselIcon } from './carousel-icon';

/** Spec 000 §9: 1 card, 2 from 540 px, 3 from 768 px, 4 from 1024 px, 5 from 1280 px. */
export const RECENTLY_VIEWED_BREAKPOINTS = {
  540: { slidesPerView: 2 },
  768: { slidesPerView: 3 },
  1024: { slidesPerView: 4 },
  1280: { slidesPerView: 5 },
};

const A11Y_TEXTS = { slideLabelMessage: '{{index}} of {{slidesLength}}' };

interface Edges {
  atStart: boolean;
  atEnd: boolean;
}

/** The shopper's recently viewed products on Swiper, with Previous and Next buttons. */
export function RecentlyViewedSwiper({ products }: { products: readonly ProductCardData[] }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: false });

  const syncEdges = (instance: SwiperInstance) => setEdges({ atStart: instance.isBeginning, atEnd: instance.isEnd });

  return (
    <section className="home-section recently-viewed" aria-labelledby="recently-viewed">
      <div className="home-section__header">
        <h2 id="recently-viewed">Recently Viewed</h2>
        <div className="recently-viewed__nav">
          <button
            type="button"
            className="recently-viewed__button"
            aria-label="Previous products"
            disabled={edges.atStart}
            onClick={() => swiper?.slidePrev()}
          >
            <CarouselIcon name="previous" />
          </button>
          <button
            type="button"
            className="recently-viewed__button"
            aria-label="Next products"
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
        a11y={A11Y_TEXTS}
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
