import { useAtomValue } from 'jotai';
import { Suspense, useState } from 'react';
import { dataSaverAtom } from '#src/lib/data-saver';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { lazyComponent } from '#src/lib/lazy-component';
import { ZoomableImage } from './product-zoom';

// Swiper is most of this page's code: the picture (and the thumbnails, which need no Swiper) show at once;
// the swiping gallery is fetched when the shopper reaches for it (a touch, the pointer, the keyboard's
// focus) and takes over where it stands.
const ProductGallerySwiper = lazyComponent(() => import('./product-gallery-swiper'), 'ProductGallerySwiper');

/**
 * The product's pictures: swipe between them, or pick one below; a lens magnifies on wide screens.
 * With the data saver on only the first picture loads until the shopper asks for the others.
 */
export function ProductGallery({ images: allImages, title }: { images: readonly string[]; title: string }) {
  const savingData = useAtomValue(dataSaverAtom);
  const [showAll, setShowAll] = useState(false);
  const images = savingData && !showAll ? allImages.slice(0, 1) : allImages;
  const [activeIndex, setActiveIndex] = useState(0);
  const [reachedFor, setReachedFor] = useState(false);
  const reach = () => setReachedFor(true);
  const altOf = (index: number) =>
    allImages.length === 1 ? title : m.catalog_gallery_image_alt({ title, number: index + 1, total: allImages.length });
  const shown = images[activeIndex] ?? images[0];
  if (!shown) return null;

  return (
    <section
      className="product-gallery"
      aria-label={m.catalog_gallery_label()}
      onPointerEnter={reach}
      onTouchStart={reach}
      onFocus={reach}
    >
      {images.length === 1 || !reachedFor ? (
        <ZoomableImage src={shown} alt={altOf(activeIndex)} eager />
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
                aria-label={m.catalog_gallery_show_image({ number: index + 1, total: images.length })}
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
      {images.length < allImages.length && (
        <button type="button" className="product-gallery__more" onClick={() => setShowAll(true)}>
          {m.catalog_gallery_show_all({ count: allImages.length })}
        </button>
      )}
    </section>
  );
}
