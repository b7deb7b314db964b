import type { Context } from 'hono';
import { localeOf } from '../i18n/locale';

/**
 * A refusal's per-field `errors` are the contract schemas' English ("phone must be a valid Indian mobile
 * number"), shown beside the form's fields. A Hindi answer gets them in Hindi, matched by their ending (else a
 * plain "please check this"); the English answer is left exactly as the schema said it.
 */
export function fieldErrorsInRequestLanguage(c: Context, errors: Record<string, string>): Record<string, string> {
  if (localeOf(c) !== 'hi') return errors;
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, hindiFieldError(field, message)]));
}

/** The contract's field names as a shopper calls them; a dotted path is named by its last name. */
const HINDI_FIELD_NAMES: Record<string, string> = {
  name: 'नाम',
  email: 'ईमेल',
  phone: 'मोबाइल नंबर',
  phoneNumber: 'मोबाइल नंबर',
  alternatePhone: 'दूसरा मोबाइल नंबर',
  addressLine1: 'मकान नंबर और गली',
  addressLine2: 'पते की दूसरी लाइन',
  landmark: 'लैंडमार्क',
  district: 'ज़िला',
  city: 'शहर',
  state: 'राज्य',
  postalCode: 'पिन कोड',
  country: 'देश',
  type: 'पते की किस्म',
  addressId: 'पता',
  comment: 'राय',
  rating: 'रेटिंग',
  subject: 'विषय',
  message: 'संदेश',
  file: 'फ़ाइल',
  otp: 'OTP',
  quantity: 'मात्रा',
  items: 'सामान',
  keyword: 'खोज',
  category: 'श्रेणी',
  sort: 'क्रम',
  minPrice: 'कम से कम दाम',
  maxPrice: 'ज़्यादा से ज़्यादा दाम',
};

/** "postalCode" → "पिन कोड", "items.0.quantity" → "मात्रा"; a name not listed stays as it is. */
export function hindiFieldName(field: string): string {
  const last = field
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .at(-1);
  return HINDI_FIELD_NAMES[field] ?? (last && HINDI_FIELD_NAMES[last]) ?? field;
}

/** The contract's wordings by their ending ("<field> is required"), first match wins. */
const HINDI_FIELD_ERRORS: [RegExp, (label: string, number: string) => string][] = [
  [/ is required$/, (label) => `${label} ज़रूरी है।`],
  [/ must be at most (\d+) characters$/, (label, n) => `${label} में ज़्यादा से ज़्यादा ${n} अक्षर लिखें।`],
  [/ is too long$/, (label) => `${label} बहुत लंबा है।`],
  [/ must be at least (\d+)$/, (label, n) => `${label} ${n} या उससे ज़्यादा रखें।`],
  [/ must be at most (\d+)$/, (label, n) => `${label} ${n} या उससे कम रखें।`],
  [/ must be a valid Indian mobile number$/, () => 'सही मोबाइल नंबर लिखें: 10 अंक, जो 6, 7, 8 या 9 से शुरू हों।'],
  [/ must be a valid mobile number with its country code$/, (label) => `${label} देश के कोड के साथ सही लिखें।`],
  [/ must be a valid e-mail address$/, () => 'सही ईमेल पता लिखें।'],
  [/ must be a 6-digit PIN code$/, () => '6 अंकों का सही पिन कोड लिखें।'],
  [/ must be a valid postal code$/, () => 'सही पिन कोड लिखें।'],
  [/ must be the 6-digit code$/, () => 'SMS में आया 6 अंकों का OTP लिखें।'],
  [/^rating must be 1 to 5$/, () => '1 से 5 स्टार चुनें।'],
];

function hindiFieldError(field: string, message: string): string {
  const label = hindiFieldName(field);
  for (const [pattern, hindi] of HINDI_FIELD_ERRORS) {
    const match = pattern.exec(message);
    if (match) return hindi(label, match[1] ?? '');
  }
  return `${label} ठीक नहीं है। कृपया जाँच लें।`;
}
