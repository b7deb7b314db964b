import { Link } from '@tanstack/react-router';
import { bannerTexts } from '../banner-texts';
import { BANNER_IMAGE_SIZE, type BannerSlide } from '../banners';

/** One banner's picture and words; the same markup before and after the carousel's code arrives. */
export function BannerContent({ banner, first }: { banner: BannerSlide; first: boolean }) {
  const texts = bannerTexts(banner);
  return (
    <>
      <img
        className="banner__image"
        src={banner.image}
        alt=""
        width={BANNER_IMAGE_SIZE.width}
        height={BANNER_IMAGE_SIZE.height}
        // The first banner is the largest thing on the page: fetch it at once; the others when shown.
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding="async"
      />
      <div className="banner__content">
        <p className="banner__title">{texts.title}</p>
        <p className="banner__subtitle">{texts.subtitle}</p>
        <Link to="/category/$categoryId" params={{ categoryId: banner.categoryId }} className="banner__cta">
          {texts.ctaText}
        </Link>
      </div>
    </>
  );
}
