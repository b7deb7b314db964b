import { m } from '#src/lib/i18n/paraglide/messages.js';
import type { BannerSlide } from './banners';

/** A banner's words in the shopper's language. */
export interface BannerTexts {
  title: string;
  subtitle: string;
  ctaText: string;
}

type BannerMessages = { [Text in keyof BannerTexts]: () => string };

/** Each banner's messages, by the category it opens (kept out of banners.ts: see there). */
const BANNER_MESSAGES: Record<string, BannerMessages> = {
  Groceries: {
    title: m.home_banner_groceries_title,
    subtitle: m.home_banner_groceries_subtitle,
    ctaText: m.home_banner_groceries_cta,
  },
  'Baby Care': {
    title: m.home_banner_baby_care_title,
    subtitle: m.home_banner_baby_care_subtitle,
    ctaText: m.home_banner_baby_care_cta,
  },
  'Beauty & Cosmetics': {
    title: m.home_banner_beauty_title,
    subtitle: m.home_banner_beauty_subtitle,
    ctaText: m.home_banner_beauty_cta,
  },
  Snacks: {
    title: m.home_banner_snacks_title,
    subtitle: m.home_banner_snacks_subtitle,
    ctaText: m.home_banner_snacks_cta,
  },
  'Spices & Dry Fruits': {
    title: m.home_banner_spices_title,
    subtitle: m.home_banner_spices_subtitle,
    ctaText: m.home_banner_spices_cta,
  },
  'Personal Care': {
    title: m.home_banner_personal_care_title,
    subtitle: m.home_banner_personal_care_subtitle,
    ctaText: m.home_banner_personal_care_cta,
  },
};

/** A banner's title, subtitle and button text, in the current language; call while drawing. */
export function bannerTexts(banner: Pick<BannerSlide, 'categoryId'>): BannerTexts {
  const messages = BANNER_MESSAGES[banner.categoryId];
  if (!messages) throw new Error(`No texts for the ${banner.categoryId} banner`);
  return { title: messages.title(), subtitle: messages.subtitle(), ctaText: messages.ctaText() };
}
