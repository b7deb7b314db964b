import { type CatalogProduct, DEFAULT_SEED, Rng } from './generate';

/**
 * The demo's reviews: a few believable reviews on part of the catalog, so cards and product pages
 * show real counts and averages from the first start. Deterministic like the catalog (same products
 * and seed, same reviews; no clock is read), drawn from their own PRNG so the catalog stays as it was.
 */

export interface DemoReviewer {
  name: string;
  /**
   * A +91 number starting with 5, which no Indian mobile does: the sign-in refuses it
   * (contract/common.ts), so nobody can ever sign in as a demo reviewer.
   */
  phone: string;
}

export interface DemoReview {
  productId: number;
  /** Index into DEMO_REVIEWERS; a reviewer reviews a product at most once. */
  reviewer: number;
  rating: number;
  comment: string;
  createdAt: string;
}

const REVIEWER_NAMES = [
  'Priya S.',
  'Rahul V.',
  'Ananya I.',
  'Vikram R.',
  'Sneha P.',
  'Arjun M.',
  'Kavita D.',
  'Mohammed A.',
  'Lakshmi N.',
  'Suresh K.',
  'Fatima S.',
  'Rohan G.',
  'Meena J.',
  'Harpreet K.',
  'Deepak Y.',
  'Pooja B.',
  'Aditya C.',
  'Shalini T.',
  'Imran Q.',
  'Gayatri H.',
  'Nikhil O.',
  'Divya R.',
  'Joseph D.',
  'Neha A.',
  'Sanjay L.',
  'Ritu M.',
  'Karthik S.',
  'Anjali P.',
  'Farhan Z.',
  'Bhavna G.',
  'Manoj T.',
  'Sunita V.',
  'Tenzin W.',
  'Asha K.',
  'Gurpreet S.',
  'Ramesh I.',
] as const;

export const DEMO_REVIEWERS: readonly DemoReviewer[] = REVIEWER_NAMES.map((name, index) => ({
  name,
  phone: `+915000${String(index + 1).padStart(6, '0')}`,
}));

/** Share of products with reviews (featured ones always have some), and most reviews on one product. */
const REVIEWED_SHARE = 0.4;
const MAX_REVIEWS_PER_PRODUCT = 6;
const REVIEWS_TO = Date.UTC(2025, 10, 30, 23, 59, 59);

/** What shoppers write, by the stars they give; {kind} becomes the product's kind ("toor dal"). */
const COMMENTS: Record<number, readonly string[]> = {
  5: [
    'Excellent quality, will buy again.',
    'Fresh and well packed. Delivered on time.',
    'Exactly what we use at home every month.',
    'Very good value for the price.',
    'The family loved it. Highly recommended.',
    'Best {kind} I have bought online.',
    'Good quality {kind}, as good as the local shop or better.',
  ],
  4: [
    'Good quality, the packing could be better.',
    'Nice {kind}, a little expensive but worth it.',
    'Good product, delivery took a day longer than I hoped.',
    'Happy with the quality. Will order again.',
    'Decent {kind} for daily use.',
    'Fresh stock with a long expiry date.',
  ],
  3: [
    'Average. Okay for the price.',
    'Quality is fine but the pack was a bit dented.',
    'Not bad, not great. Expected a little more.',
    'Okay {kind}, I have had better.',
    'It does the job.',
  ],
  2: [
    'Not as good as the last time I ordered.',
    'The packing was damaged on arrival.',
    'This {kind} did not suit us.',
    'Quality has dropped, will try another brand.',
  ],
  1: ['Received a damaged pack, not happy.', 'The expiry date was too close. Disappointed.', 'Did not like it at all.'],
};

/** A second sentence some reviews carry. */
const AFTERTHOUGHTS = [
  'Ordered twice now.',
  'Enough for a family of four for a month.',
  'Arrived before the promised date.',
  'Cheaper here than in our market.',
  'My mother recommended this one.',
];

export function generateDemoReviews(products: readonly CatalogProduct[], options?: { seed?: number }): DemoReview[] {
  // Its own sequence, so the catalog's draws are untouched.
  const rng = new Rng(((options?.seed ?? DEFAULT_SEED) ^ 0x5eed_4e71) >>> 0);
  const reviews: DemoReview[] = [];
  for (const product of products) {
    if (!product.featured && !rng.chance(REVIEWED_SHARE)) continue;
    const u = rng.next();
    const count = 1 + Math.floor(MAX_REVIEWS_PER_PRODUCT * u * Math.sqrt(u));
    const reviewers = rng.shuffle(DEMO_REVIEWERS.map((_, index) => index)).slice(0, count);
    const from = Date.parse(product.createdAt);
    for (const reviewer of reviewers) {
      const rating = starsAround(product.appeal, rng);
      const at = from + Math.floor((rng.next() * (REVIEWS_TO - from)) / 1000) * 1000;
      reviews.push({
        productId: product.id,
        reviewer,
        rating,
        comment: comment(product, rating, rng),
        createdAt: new Date(at).toISOString(),
      });
    }
  }
  return reviews;
}

/** Whole stars scattered around the product's appeal: most near it, now and then a disappointed shopper. */
function starsAround(appeal: number, rng: Rng): number {
  const spread = (rng.next() + rng.next() + rng.next() - 1.5) * 1.4;
  return Math.min(5, Math.max(1, Math.round(appeal + spread)));
}

function comment(product: CatalogProduct, rating: number, rng: Rng): string {
  const first = rng.pick(COMMENTS[rating] ?? COMMENTS[3] ?? []).replace('{kind}', product.kind.toLowerCase());
  return rng.chance(0.3) ? `${first} ${rng.pick(AFTERTHOUGHTS)}` : first;
}
