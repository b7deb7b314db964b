import { lazy, Suspense, useState } from 'react';
import { ZoomableImage } from './product-zoom';

// Swiper is most of this page's code: the picture shows at once and the swiping gallery takes over when it arrives.
const ProductGallerySwiper = lazy(() =>
  import('./product-gallery-swiper').then((module) => ({ default: module.ProductGallerySwiper })),
);

/** The product's pictures: swipe between them, or pick one below; a lens magnifies on wide screens. */
export function ProductGallery({ images, title }: { images: readonly string[]; title: string }) {
  const [activeIndex, setActiveIndex] = useState(0);
  const altOf = (index: number) => (images.length === 1 ? title : `${title}, image ${index + 1} of ${images.length}`);
  const shown = images[activeIndex] ?? images[0];
  if (!shown) return null;

  return (
    <section className="product-gallery" aria-label="Product images">
      {images.length === 1 ? (
        <ZoomableImage src={shown} alt={altOf(0)} eager />
      ) : (
        <Suspense fallback={<ZoomableImage src={shown} alt={altOf(activeIndex)} eager />}>
          <ProductGallerySwiper
            images={images}
            altOf={altOf}
            activeIndex={activeIndex}
            onActiveIndexChange={setActiveIndex}
          />
        </Suspense>
      )}
      {images.length > 1 && (
        <ul className="product-gallery__thumbs">
          {images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-current={index === activeIndex ? 'true' : undefined}
                onClick={() => setActiveIndex(index)}
              >
                {/* The same file as the big picture: no extra download. */}
                <img src={src} alt="" width={56} height={56} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
