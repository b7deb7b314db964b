import { PHONE_COUNTRY_CODES, PREMIUM_NUMBER_TEXT, servedCountriesText } from '../../../contract/auth';
import { plural, type Translation } from '../../i18n/say';

/** Sign-in with a one-time code, and the shopper's sessions. */
const en = {
  /** The SMS with the code, in the language of the request that asked for it. */
  smsText: ({ code, minutes }: { code: string; minutes: number }) =>
    `Your Kirana code is ${code}. It expires in ${minutes} minutes. Do not share it.`,
  codeSent: 'We have sent a 6-digit code by SMS.',
  phoneVerified: 'Phone number verified.',
  signedIn: 'Signed in.',
  welcome: 'Welcome to Kirana!',
  signedOut: 'Signed out.',
  signedOutEverywhere: 'Signed out from all devices.',
  signedOutThere: 'Signed out on that device.',
  tooManyChecks: 'Too many checks from this network.',
  tooManyCodesFromNetwork: 'Too many codes were requested from this network.',
  tooManyCodesForNumber: 'Too many codes were requested for this number.',
  tooManyTries: 'Too many codes were tried from this network.',
  tooManySignIns: 'Too many sign-in attempts from this network.',
  codeJustSent: 'A code was sent a moment ago.',
  smsFailed: 'We could not send the code by SMS just now. Please try again in a minute.',
  tooManyWrongCodes: 'Too many wrong codes. Please request a new code.',
  wrongCodeAskAgain: 'Invalid or expired code. Please request a new code.',
  wrongCode: ({ triesLeft }: { triesLeft: number }) =>
    `Invalid or expired code. ${plural('en', triesLeft, { one: '1 try', other: `${triesLeft} tries` })} left.`,
  verifyFirst: 'Please verify your phone number with a one-time code first.',
  verificationExpired: 'Your phone verification has expired. Please request a new code.',
  verifiedElsewhere: 'This phone number was not verified in this browser. Please verify it with a new code.',
  noAccount: 'No account for this number. Please register.',
  accountExists: 'An account with this number already exists. Please log in.',
  thisDevice: 'This is the device you are using: sign out here with Log Out.',
  deviceGone: 'That device is not signed in any more.',
  premiumNumber: PREMIUM_NUMBER_TEXT,
  /** Where the shop sends codes ("+91" → "India (+91)"); the login page says the same (contract). */
  servedCountries: ({ dialCodes }: { dialCodes: readonly string[] }) => servedCountriesText(dialCodes),
};

const hi = {
  // Devanagari goes as UCS-2, 70 characters an SMS: this fits in one.
  smsText: ({ code, minutes }) => `आपका Kirana OTP ${code} है। ${minutes} मिनट में ख़त्म होगा। किसी को न बताएँ।`,
  codeSent: 'हमने SMS से 6 अंकों का OTP भेज दिया है।',
  phoneVerified: 'मोबाइल नंबर की जाँच हो गई।',
  signedIn: 'लॉग इन हो गया।',
  welcome: 'Kirana में आपका स्वागत है!',
  signedOut: 'लॉग आउट हो गया।',
  signedOutEverywhere: 'सभी फ़ोन और डिवाइस से लॉग आउट हो गया।',
  signedOutThere: 'उस डिवाइस से लॉग आउट हो गया।',
  tooManyChecks: 'इस इंटरनेट कनेक्शन से बहुत बार जाँच हुई है।',
  tooManyCodesFromNetwork: 'इस इंटरनेट कनेक्शन से बहुत बार OTP माँगा गया है।',
  tooManyCodesForNumber: 'इस नंबर के लिए बहुत बार OTP माँगा गया है।',
  tooManyTries: 'इस इंटरनेट कनेक्शन से बहुत बार OTP डाला गया है।',
  tooManySignIns: 'इस इंटरनेट कनेक्शन से बहुत बार लॉग इन की कोशिश हुई है।',
  codeJustSent: 'अभी-अभी OTP भेजा गया है।',
  smsFailed: 'अभी SMS से OTP नहीं भेज पाए। एक मिनट बाद फिर कोशिश करें।',
  tooManyWrongCodes: 'कई बार ग़लत OTP डाला गया। नया OTP मँगाएँ।',
  wrongCodeAskAgain: 'OTP ग़लत है या उसका समय ख़त्म हो गया। नया OTP मँगाएँ।',
  wrongCode: ({ triesLeft }) => `OTP ग़लत है या उसका समय ख़त्म हो गया। ${triesLeft} बार और कोशिश कर सकते हैं।`,
  verifyFirst: 'पहले OTP से अपना मोबाइल नंबर जाँच लें।',
  verificationExpired: 'मोबाइल नंबर की जाँच का समय ख़त्म हो गया। नया OTP मँगाएँ।',
  verifiedElsewhere: 'यह मोबाइल नंबर इस ब्राउज़र में नहीं जाँचा गया। नए OTP से जाँच लें।',
  noAccount: 'इस नंबर पर कोई खाता नहीं है। नया खाता बनाएँ।',
  accountExists: 'इस नंबर पर खाता पहले से है। लॉग इन करें।',
  thisDevice: 'आप इसी डिवाइस पर हैं: यहाँ से लॉग आउट बटन से निकलें।',
  deviceGone: 'वह डिवाइस अब लॉग इन नहीं है।',
  premiumNumber: 'सैटेलाइट या प्रीमियम-रेट नंबरों पर हम लॉग इन का OTP नहीं भेजते।',
  servedCountries: ({ dialCodes }) => {
    if (dialCodes.length === 0) return 'अभी हम लॉग इन का OTP नहीं भेज पा रहे हैं।';
    const names = dialCodes.map(hindiCountryName);
    const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')} और ${names.at(-1)}` : (names[0] ?? '');
    return `हम लॉग इन का OTP सिर्फ़ ${listed} के मोबाइल नंबरों पर भेजते हैं।`;
  },
} satisfies Translation<typeof en>;

export const authMessages = { en, hi };

/** "भारत (+91)"; other countries keep the contract's name ("UK (+44)"), and an unknown code stays bare. */
function hindiCountryName(dialCode: string): string {
  if (dialCode === '+91') return `भारत (${dialCode})`;
  const known = PHONE_COUNTRY_CODES.find((code) => code.dialCode === dialCode);
  return known ? `${known.label} (${dialCode})` : dialCode;
}
