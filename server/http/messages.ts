import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  INVALID_IDEMPOTENCY_KEY_MESSAGE,
} from '../../contract/changes';
import { plural, type Translation } from '../i18n/say';
import { hindiFieldName } from './field-errors';

/** The words of the app's plumbing (app.ts and server/http): refusals that any endpoint may give. */
const en = {
  notFound: 'Not found',
  noSuchEndpoint: 'No such API endpoint',
  /** Hono's own refusals (such as malformed JSON) carry a safe, input-free reason. */
  badRequest: ({ reason }: { reason: string }) => reason || 'Bad request',
  serverError: 'Something went wrong on our side. Please try again.',
  bodyTooLarge: 'Request body is too large',
  formTooLarge: 'The form has more fields, or longer ones, than the shop’s pages send.',
  crossOrigin: 'Cross-origin requests are not allowed',
  signInFirst: 'Please sign in to continue',
  notYourAccount: "You can only access your own account's data",
  staffSignInFirst: 'Please sign in to the shop to continue',
  notForYourRole: 'Your role in the shop does not allow this',
  /** A validation refusal: the fields (dotted paths) that failed. */
  invalidFields: ({ fields }: { fields: string[] }) => `Invalid ${fields.join(', ')}`,
  brokenText: ({ field }: { field: string }) => `Invalid ${field}: it contains control characters or broken text`,
  brokenTextField: 'must not contain control characters (other than line breaks and tabs) or broken text',
  invalidIdempotencyKey: INVALID_IDEMPOTENCY_KEY_MESSAGE,
  idempotencyKeyField: `${IDEMPOTENCY_KEY_HEADER} must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable characters`,
  idempotencyKeyReused: IDEMPOTENCY_KEY_REUSED_MESSAGE,
  /** A repeat of a change whose answer was too large to keep (server/http/exactly-once.ts). */
  changeAlreadyApplied: 'This change was already made. Refresh to see it.',
  /** A 429: what was refused, and when to try again. */
  tryAgainLater: ({ refusal, seconds }: { refusal: string; seconds: number }) =>
    `${refusal} Please try again in ${englishWait(seconds)}.`,
  tooManyChanges: 'You have made a great many changes to your cart and wishlist in the last minute.',
};

function englishWait(seconds: number): string {
  if (seconds < 60) return plural('en', seconds, { one: '1 second', other: `${seconds} seconds` });
  const minutes = Math.ceil(seconds / 60);
  return plural('en', minutes, { one: '1 minute', other: `${minutes} minutes` });
}

/** सेकंड and मिनट stay the same for one and many. */
function hindiWait(seconds: number): string {
  return seconds < 60 ? `${seconds} सेकंड` : `${Math.ceil(seconds / 60)} मिनट`;
}

const hi = {
  notFound: 'नहीं मिला।',
  noSuchEndpoint: 'ऐसा कोई API नहीं है।',
  badRequest: () => 'भेजी गई जानकारी पढ़ी नहीं जा सकी। कृपया फिर से कोशिश करें।',
  serverError: 'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  bodyTooLarge: 'भेजी गई जानकारी बहुत बड़ी है।',
  formTooLarge: 'फ़ॉर्म में दुकान के पेज से ज़्यादा या लंबी जानकारी भेजी गई है।',
  crossOrigin: 'दूसरी वेबसाइट से भेजा गया अनुरोध नहीं माना जाता।',
  signInFirst: 'आगे बढ़ने के लिए लॉग इन करें।',
  notYourAccount: 'आप सिर्फ़ अपने खाते की जानकारी देख सकते हैं।',
  staffSignInFirst: 'आगे बढ़ने के लिए दुकान में लॉग इन करें।',
  notForYourRole: 'दुकान में आपकी भूमिका में यह काम नहीं आता।',
  invalidFields: ({ fields }) => `यह जानकारी ठीक करें: ${fields.map(hindiFieldName).join(', ')}`,
  brokenText: ({ field }) => `${hindiFieldName(field)} में कुछ अक्षर ठीक नहीं हैं। कृपया इसे फिर से लिखें।`,
  brokenTextField: 'इसमें कुछ अक्षर ठीक नहीं हैं। कृपया इसे फिर से लिखें।',
  invalidIdempotencyKey: 'यह बदलाव पहचाना नहीं जा सका। कृपया फिर से कोशिश करें।',
  idempotencyKeyField: `${IDEMPOTENCY_KEY_HEADER} में 1 से ${IDEMPOTENCY_KEY_MAX_LENGTH} तक साधारण अक्षर होने चाहिए।`,
  idempotencyKeyReused: 'यह बदलाव पहले किसी दूसरे बदलाव के साथ भेजा जा चुका है। इसे नए सिरे से भेजें।',
  changeAlreadyApplied: 'यह बदलाव पहले ही हो चुका है। इसे देखने के लिए पेज फिर से खोलें।',
  tryAgainLater: ({ refusal, seconds }) => `${refusal} ${hindiWait(seconds)} बाद फिर कोशिश करें।`,
  tooManyChanges: 'आपने पिछले एक मिनट में थैले और पसंदीदा में बहुत सारे बदलाव किए हैं।',
} satisfies Translation<typeof en>;

export const httpMessages = { en, hi };
