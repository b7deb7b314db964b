import { hindiOf } from './catalog-words';
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

/**
 * The reviewers who write in Hindi, as many shoppers here do: a review is shown as its reviewer wrote it, to
 * every reader, in either language.
 */
const WRITES_HINDI: ReadonlySet<string> = new Set([
  'Rahul V.',
  'Kavita D.',
  'Suresh K.',
  'Meena J.',
  'Deepak Y.',
  'Pooja B.',
  'Sanjay L.',
  'Ritu M.',
  'Manoj T.',
  'Sunita V.',
  'Ramesh I.',
  'Bhavna G.',
]);

/**
 * What shoppers write, by the stars they give, in English and in Hindi; {kind} becomes the product's kind
 * ("toor dal", "अरहर दाल"). The Hindi is worded so that it agrees with a kind of either gender.
 */
const COMMENTS: Record<number, readonly (readonly [english: string, hindi: string])[]> = {
  5: [
    ['Excellent quality, will buy again.', 'बहुत बढ़िया क्वालिटी, फिर से लेंगे।'],
    ['Fresh and well packed. Delivered on time.', 'ताज़ा माल, पैकिंग भी बढ़िया। समय पर डिलीवरी हुई।'],
    ['Exactly what we use at home every month.', 'हम घर में हर महीने यही इस्तेमाल करते हैं।'],
    ['Very good value for the price.', 'दाम के हिसाब से पूरा पैसा वसूल।'],
    ['The family loved it. Highly recommended.', 'घर में सबको पसंद आया। ज़रूर लें।'],
    ['Best {kind} I have bought online.', 'ऑनलाइन ख़रीदे सामान में यह {kind} सबसे बढ़िया निकला।'],
    [
      'Good quality {kind}, as good as the local shop or better.',
      '{kind} की क्वालिटी बढ़िया है, मोहल्ले की दुकान जैसी या उससे भी अच्छी।',
    ],
  ],
  4: [
    ['Good quality, the packing could be better.', 'क्वालिटी अच्छी है, पैकिंग और अच्छी हो सकती थी।'],
    ['Nice {kind}, a little expensive but worth it.', '{kind} बढ़िया है, दाम थोड़ा ज़्यादा है पर पैसा वसूल।'],
    ['Good product, delivery took a day longer than I hoped.', 'सामान अच्छा है, बस डिलीवरी में एक दिन ज़्यादा लगा।'],
    ['Happy with the quality. Will order again.', 'क्वालिटी से ख़ुश हैं। फिर से ऑर्डर करेंगे।'],
    ['Decent {kind} for daily use.', 'रोज़ के इस्तेमाल के लिए {kind} ठीक-ठाक है।'],
    ['Fresh stock with a long expiry date.', 'ताज़ा माल मिला, एक्सपायरी भी काफ़ी दूर की है।'],
  ],
  3: [
    ['Average. Okay for the price.', 'ठीक-ठाक है। दाम के हिसाब से चलेगा।'],
    ['Quality is fine but the pack was a bit dented.', 'क्वालिटी ठीक है, पर पैक थोड़ा पिचका हुआ था।'],
    ['Not bad, not great. Expected a little more.', 'न बुरा, न बहुत अच्छा। थोड़ी और उम्मीद थी।'],
    ['Okay {kind}, I have had better.', '{kind} ठीक है, पहले इससे बेहतर ले चुके हैं।'],
    ['It does the job.', 'काम चल जाता है।'],
  ],
  2: [
    ['Not as good as the last time I ordered.', 'पिछली बार वाला माल इससे अच्छा था।'],
    ['The packing was damaged on arrival.', 'पैकिंग फटी हुई आई।'],
    ['This {kind} did not suit us.', 'हमारे घर में यह {kind} किसी को पसंद नहीं।'],
    ['Quality has dropped, will try another brand.', 'क्वालिटी पहले से गिर गई है, अब दूसरा ब्रांड लेंगे।'],
  ],
  1: [
    ['Received a damaged pack, not happy.', 'पैक टूटा हुआ मिला, बिल्कुल ख़ुश नहीं।'],
    ['The expiry date was too close. Disappointed.', 'एक्सपायरी बहुत पास की थी। निराश हूँ।'],
    ['Did not like it at all.', 'बिल्कुल पसंद नहीं आया।'],
  ],
};

/** A second sentence some reviews carry. */
const AFTERTHOUGHTS: readonly (readonly [english: string, hindi: string])[] = [
  ['Ordered twice now.', 'अब तक दो बार मँगा चुके हैं।'],
  ['Enough for a family of four for a month.', 'चार लोगों के परिवार का महीना आराम से निकल जाता है।'],
  ['Arrived before the promised date.', 'बताई गई तारीख़ से पहले आ गया।'],
  ['Cheaper here than in our market.', 'हमारे बाज़ार से यहाँ सस्ता है।'],
  ['My mother recommended this one.', 'माँ ने यही लेने को कहा था।'],
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
        comment: comment(product, rating, WRITES_HINDI.has(DEMO_REVIEWERS[reviewer]?.name ?? '') ? 1 : 0, rng),
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

/** A review's words in its reviewer's language (0 English, 1 Hindi); the same draws either way. */
function comment(product: CatalogProduct, rating: number, language: 0 | 1, rng: Rng): string {
  const kind = language === 1 ? hindiOf(product.kind) : product.kind.toLowerCase();
  const first = rng.pick(COMMENTS[rating] ?? COMMENTS[3] ?? [])[language].replace('{kind}', kind);
  return rng.chance(0.3) ? `${first} ${rng.pick(AFTERTHOUGHTS)[language]}` : first;
}
