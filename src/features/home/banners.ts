/** A hero banner slide (spec 000 §3): the words are HTML over a decorative picture, so they can be read and translated. */
export interface BannerSlide {
  image: string;
  title: string;
  subtitle: string;
  ctaText: string;
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
    title: 'Fresh groceries in 15 minutes',
    subtitle: 'Atta, rice, dal and oil at everyday low prices',
    ctaText: 'Shop Groceries',
    theme: 'dark',
    background: 'linear-gradient(90deg, #0a4a25 40%, #117a3c)',
    categoryId: 'Groceries',
  },
  {
    image: '/banners/baby-care.svg',
    title: 'Gentle care for your little one',
    subtitle: 'Diapers, wipes and baby food from trusted brands',
    ctaText: 'Shop Baby Care',
    theme: 'light',
    background: '#e6f1fb',
    categoryId: 'Baby Care',
  },
  {
    image: '/banners/beauty-and-cosmetics.svg',
    title: 'Up to 40% off on top brands',
    subtitle: 'Makeup, skin care and fragrances you love',
    ctaText: 'Shop Beauty',
    theme: 'dark',
    background: 'linear-gradient(90deg, #3b0f2f 40%, #6b1f55)',
    categoryId: 'Beauty & Cosmetics',
  },
  {
    image: '/banners/snacks.svg',
    title: 'Snack time, sorted',
    subtitle: 'Namkeen, chips and biscuits for every craving',
    ctaText: 'Shop Snacks',
    theme: 'light',
    background: '#fff2cc',
    categoryId: 'Snacks',
  },
  {
    image: '/banners/spices-and-dry-fruits.svg',
    title: 'Pure spices, rich dry fruits',
    subtitle: 'Whole and ground masalas, almonds and cashews',
    ctaText: 'Shop Spices',
    theme: 'dark',
    background: 'linear-gradient(90deg, #3f1207 40%, #74280f)',
    categoryId: 'Spices & Dry Fruits',
  },
  {
    image: '/banners/personal-care.svg',
    title: 'Everyday personal care',
    subtitle: 'Soaps, toothpaste and more, with cash on delivery',
    ctaText: 'Shop Personal Care',
    theme: 'light',
    background: '#e3f5eb',
    categoryId: 'Personal Care',
  },
];
