/**
 * A hero banner slide (spec 000 §3): the words are HTML over a decorative picture, so they can be read and translated.
 * The words themselves are in banner-texts.ts (messages, in the shopper's language): vite.config.ts imports this file
 * at build time for the first picture, before the messages are compiled, so it must not import them.
 */
export interface BannerSlide {
  image: string;
  /** dark: white text on a dark background; light: dark text on a pale one. */
  theme: 'light' | 'dark';
  /** The CSS background the picture sits on (the pictures are transparent, so the words always sit on it). */
  background: string;
  /** The subcategory the button opens, /category/{categoryId}, spelt as the category's id. */
  categoryId: string;
}

/** Spec 000 §9: the carousel moves every 5 seconds and loops. */
export const BANNER_AUTOPLAY_MS = 5000;

/** The pictures' own size (public/banners/*.svg), so the slide keeps its shape before they load. */
export const BANNER_IMAGE_SIZE = { width: 1200, height: 400 } as const;

export const BANNERS: readonly BannerSlide[] = [
  {
    image: '/banners/groceries.svg',
    theme: 'dark',
    background: 'linear-gradient(90deg, #0a4a25 40%, #117a3c)',
    categoryId: 'Groceries',
  },
  {
    image: '/banners/baby-care.svg',
    theme: 'light',
    background: '#e6f1fb',
    categoryId: 'Baby Care',
  },
  {
    image: '/banners/beauty-and-cosmetics.svg',
    theme: 'dark',
    background: 'linear-gradient(90deg, #3b0f2f 40%, #6b1f55)',
    categoryId: 'Beauty & Cosmetics',
  },
  {
    image: '/banners/snacks.svg',
    theme: 'light',
    background: '#fff2cc',
    categoryId: 'Snacks',
  },
  {
    image: '/banners/spices-and-dry-fruits.svg',
    theme: 'dark',
    background: 'linear-gradient(90deg, #3f1207 40%, #74280f)',
    categoryId: 'Spices & Dry Fruits',
  },
  {
    image: '/banners/personal-care.svg',
    theme: 'light',
    background: '#e3f5eb',
    categoryId: 'Personal Care',
  },
];
