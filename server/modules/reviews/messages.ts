import { DUPLICATE_REVIEW_MESSAGE, EMPTY_REVIEW_MESSAGE, REVIEW_ADDED_MESSAGE } from '../../../contract/reviews';
import type { Translation } from '../../i18n/say';

/** Reviews (राय). The English words are the spec's, kept in the contract. */
const en = {
  added: REVIEW_ADDED_MESSAGE,
  empty: EMPTY_REVIEW_MESSAGE,
  duplicate: DUPLICATE_REVIEW_MESSAGE,
  productNotFound: 'Product not found',
  tooMany: 'You have sent many reviews in a short time.',
};

const hi = {
  added: 'आपकी राय भेज दी गई!',
  empty: 'आगे बढ़ने के लिए अपनी राय लिखें।',
  duplicate: 'आप इस सामान पर पहले ही अपनी राय दे चुके हैं।',
  productNotFound: 'यह सामान नहीं मिला।',
  tooMany: 'आपने थोड़े समय में बहुत सी राय भेजी हैं।',
} satisfies Translation<typeof en>;

export const reviewsMessages = { en, hi };
