import type { CancelReason } from '../../../contract/shop';
import type { Translation } from '../../i18n/say';

/**
 * What the shopper is told of their order by SMS and Web Push (decision 109), in the language they chose.
 * `number` is the short order number said on the phone; rupees are whole (decision 089).
 */
const en = {
  title: ({ number }: { number: number }) => `Order #${number}`,
  accepted: ({ number }: { number: number }) => `Kirana: the shop accepted your order #${number} and is packing it.`,
  lineChanged: ({ number, change, total }: { number: number; change: string; total: number }) =>
    `Kirana: order #${number} changed: ${change}. New total ₹${total}, paid on delivery.`,
  notAvailable: ({ name }: { name: string }) => `${name} is not available`,
  fewer: ({ name, quantity, ordered }: { name: string; quantity: number; ordered: number }) =>
    `${name}: ${quantity} of ${ordered}`,
  outForDelivery: ({ number, rider, total }: { number: number; rider: string; total: number }) =>
    `Kirana: order #${number} is on its way with ${rider}. Pay ₹${total} on delivery, cash or UPI.`,
  outForDeliveryNoRider: ({ number, total }: { number: number; total: number }) =>
    `Kirana: order #${number} is on its way. Pay ₹${total} on delivery, cash or UPI.`,
  cancelled: ({ number, reason }: { number: number; reason: string }) =>
    `Kirana: the shop cancelled order #${number}: ${reason}. Nothing is to be paid.`,
  out_of_stock: 'items were out of stock',
  shop_closed: 'the shop is closed',
  address_not_served: 'we do not deliver to this address',
  shopper_asked: 'as you asked',
  noReason: 'sorry for the trouble',
};

const hi = {
  title: ({ number }) => `ऑर्डर #${number}`,
  accepted: ({ number }) => `किराना: दुकान ने आपका ऑर्डर #${number} ले लिया है और पैक कर रही है।`,
  lineChanged: ({ number, change, total }) =>
    `किराना: ऑर्डर #${number} बदला: ${change}। नई कुल रक़म ₹${total}, डिलीवरी पर देनी है।`,
  notAvailable: ({ name }) => `${name} नहीं मिल पाया`,
  fewer: ({ name, quantity, ordered }) => `${name}: ${ordered} में से ${quantity}`,
  outForDelivery: ({ number, rider, total }) =>
    `किराना: ऑर्डर #${number} ${rider} लेकर आ रहे हैं। डिलीवरी पर ₹${total} दें, नक़द या UPI से।`,
  outForDeliveryNoRider: ({ number, total }) =>
    `किराना: ऑर्डर #${number} रास्ते में है। डिलीवरी पर ₹${total} दें, नक़द या UPI से।`,
  cancelled: ({ number, reason }) => `किराना: दुकान ने ऑर्डर #${number} रद्द कर दिया: ${reason}। कुछ नहीं देना है।`,
  out_of_stock: 'सामान ख़त्म हो गया था',
  shop_closed: 'दुकान बंद है',
  address_not_served: 'इस पते पर हम डिलीवरी नहीं करते',
  shopper_asked: 'आपके कहने पर',
  noReason: 'असुविधा के लिए माफ़ी',
} satisfies Translation<typeof en>;

export const liveMessages = { en, hi };

export type NoticeWords = typeof en;

/** The words of a cancel reason; an unknown one (none given) apologises instead. */
export function reasonWords(words: NoticeWords, reason: unknown): string {
  const known: Record<CancelReason, string> = {
    out_of_stock: words.out_of_stock,
    shop_closed: words.shop_closed,
    address_not_served: words.address_not_served,
    shopper_asked: words.shopper_asked,
  };
  return typeof reason === 'string' && reason in known ? known[reason as CancelReason] : words.noReason;
}

/** What the live streams and the Web Push calls answer. */
const answersEn = {
  tooManyStreams: ({ limit }: { limit: number }) =>
    `This account already follows its orders live in ${limit} places. Close one, or wait a moment.`,
  catalogStreamsFull: 'Too many pages are following the shop live here just now. Try again in a minute.',
  pushOn: 'Order news will come to this phone.',
  pushOff: 'Order news will no longer come to this phone.',
};
const answersHi = {
  tooManyStreams: ({ limit }) => `यह खाता पहले से ${limit} जगह ऑर्डर की ख़बर देख रहा है। एक बंद करें, या थोड़ा रुकें।`,
  catalogStreamsFull: 'अभी बहुत सारे पेज यहाँ दुकान की ताज़ा ख़बर देख रहे हैं। एक मिनट बाद फिर कोशिश करें।',
  pushOn: 'ऑर्डर की ख़बर इस फ़ोन पर आएगी।',
  pushOff: 'ऑर्डर की ख़बर अब इस फ़ोन पर नहीं आएगी।',
} satisfies Translation<typeof answersEn>;

export const liveAnswers = { en: answersEn, hi: answersHi };
