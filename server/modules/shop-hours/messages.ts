import type { Translation } from '../../i18n/say';

/** The owner's opening hours and pause (decision 113). */
const en = {
  hoursSaved: 'Opening hours saved. Orders that come while the shop is closed are taken for when it opens.',
  paused: ({ minutes }: { minutes: number }) =>
    `Orders paused for ${minutes} minutes. Shoppers see your reason; their orders wait until you are back.`,
  resumed: 'Orders are back on.',
  notPaused: 'Orders were not paused.',
};

const hi = {
  hoursSaved: 'दुकान खुलने का समय सेव हो गया। दुकान बंद रहते जो ऑर्डर आएँ, वे दुकान खुलने के लिए ले लिए जाते हैं।',
  paused: ({ minutes }) => `ऑर्डर ${minutes} मिनट के लिए रोक दिए। ग्राहक आपकी वजह देखते हैं; उनके ऑर्डर आपके लौटने तक रुके रहते हैं।`,
  resumed: 'ऑर्डर फिर से चालू हैं।',
  notPaused: 'ऑर्डर रोके नहीं गए थे।',
} satisfies Translation<typeof en>;

export const shopHoursMessages = { en, hi };
