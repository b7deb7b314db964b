import { CONFIRMATION_LINK_DAYS, NEWSLETTER_TEXTS } from '../../../contract/newsletter';
import type { Translation } from '../../i18n/say';

/** The newsletter and its confirmation mail, in the language of the request that subscribed. */
const en = {
  checkInbox: NEWSLETTER_TEXTS.checkInbox,
  confirmed: NEWSLETTER_TEXTS.confirmed,
  badEmail: NEWSLETTER_TEXTS.badEmail,
  badLink: NEWSLETTER_TEXTS.badLink,
  badLinkField: 'token must be the one in the confirmation link',
  tooManyRequests: 'Too many requests from this network.',
  mailFailed: 'We could not send the confirmation mail just now. Please try again in a minute.',
  mailSubject: 'Confirm your Kirana newsletter subscription',
  mailText: ({ link }: { link: string }) =>
    [
      'Please confirm that you want the Kirana newsletter at this address: open this link and press "Confirm subscription".',
      '',
      link,
      '',
      `The link works for ${CONFIRMATION_LINK_DAYS} days. If you did not ask for this, ignore this mail: you will not be subscribed.`,
    ].join('\n'),
};

const hi = {
  checkInbox: 'सदस्यता पक्की करने के लिए अपना ईमेल देखें।',
  confirmed: 'आपकी सदस्यता पक्की हो गई! पहले ऑर्डर पर 10% छूट के लिए हमारे ईमेल देखते रहें।',
  badEmail: 'कृपया सही ईमेल पता लिखें।',
  badLink: 'यह लिंक पुराना हो गया है या सबसे नया नहीं है। नए लिंक के लिए फिर से सदस्यता लें।',
  badLinkField: 'पुष्टि वाले ईमेल का लिंक ही खोलें।',
  tooManyRequests: 'इस इंटरनेट कनेक्शन से बहुत बार कोशिश हुई है।',
  mailFailed: 'अभी पुष्टि का ईमेल नहीं भेज पाए। एक मिनट बाद फिर कोशिश करें।',
  mailSubject: 'Kirana न्यूज़लेटर की सदस्यता पक्की करें',
  mailText: ({ link }) =>
    [
      'क्या आप इस पते पर Kirana का न्यूज़लेटर पाना चाहते हैं? यह लिंक खोलें और "सदस्यता पक्की करें" दबाएँ।',
      '',
      link,
      '',
      `यह लिंक ${CONFIRMATION_LINK_DAYS} दिन तक चलेगा। अगर आपने यह नहीं माँगा था, तो इस ईमेल को छोड़ दें: आपकी सदस्यता नहीं होगी।`,
    ].join('\n'),
} satisfies Translation<typeof en>;

export const newsletterMessages = { en, hi };
