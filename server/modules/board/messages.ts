import type { Translation } from '../../i18n/say';

/**
 * What the shop's staff are told when a step cannot be taken: what the order is now, in their words
 * (decision 107). `by` is who took the step that brought it there, when known.
 */
const en = {
  orderNotFound: 'Order not found',
  stillNew: ({ number }: { number: number }) => `Order #${number} is still new: accept it first.`,
  alreadyAccepted: ({ number, by }: { number: number; by: string | null }) =>
    by ? `${by} already accepted order #${number}.` : `Order #${number} was already accepted.`,
  notPackedYet: ({ number }: { number: number }) => `Order #${number} is accepted but not packed yet: pack it first.`,
  alreadyPacked: ({ number, by }: { number: number; by: string | null }) =>
    by ? `Order #${number} was already packed by ${by}.` : `Order #${number} is already packed.`,
  alreadyOut: ({ number, rider }: { number: number; rider: string | null }) =>
    rider
      ? `Order #${number} is already out for delivery with ${rider}.`
      : `Order #${number} is already out for delivery.`,
  notOutYet: ({ number }: { number: number }) => `Order #${number} has not been handed to a rider yet.`,
  alreadyDelivered: ({ number }: { number: number }) => `Order #${number} was already delivered.`,
  shopperCancelled: 'The shopper cancelled this order.',
  shopCancelled: ({ number, by, reason }: { number: number; by: string | null; reason: string }) =>
    by
      ? `${by} already cancelled order #${number} (${reason}).`
      : `Order #${number} was already cancelled (${reason}).`,
  reasonOutOfStock: 'out of stock',
  reasonShopClosed: 'shop closed',
  reasonAddressNotServed: 'address not served',
  reasonShopperAsked: 'the shopper asked',
  lineNotInOrder: 'This order has no such line.',
  moreThanOrdered: ({ ordered }: { ordered: number }) =>
    `The shopper ordered ${ordered}: the shop can give fewer, never more.`,
  notEnoughStockForLine: ({ name, available }: { name: string; available: number }) =>
    `Only ${available} more of ${name} in stock.`,
  lastLineCancelInstead: 'Nothing else in this order is available: cancel the order instead.',
  noSuchRider: 'No such rider: they may have been removed from the staff.',
  notARider: ({ name }: { name: string }) => `${name} is not a rider: hand the order to a rider.`,
  upiReferenceNeeded: 'Paid by UPI: enter the UPI reference the shopper’s app shows.',
  upiReferenceField: 'Enter the UPI reference (12 digits, UTR)',
};

const hi = {
  orderNotFound: 'ऑर्डर नहीं मिला।',
  stillNew: ({ number }) => `ऑर्डर #${number} अभी नया है: पहले इसे स्वीकार करें।`,
  alreadyAccepted: ({ number, by }) =>
    by ? `${by} ऑर्डर #${number} पहले ही स्वीकार कर चुके हैं।` : `ऑर्डर #${number} पहले ही स्वीकार हो चुका है।`,
  notPackedYet: ({ number }) => `ऑर्डर #${number} स्वीकार हो गया है पर अभी पैक नहीं हुआ: पहले इसे पैक करें।`,
  alreadyPacked: ({ number, by }) =>
    by ? `ऑर्डर #${number} ${by} पहले ही पैक कर चुके हैं।` : `ऑर्डर #${number} पहले ही पैक हो गया है।`,
  alreadyOut: ({ number, rider }) =>
    rider
      ? `ऑर्डर #${number} पहले ही ${rider} के साथ डिलीवरी के लिए निकल चुका है।`
      : `ऑर्डर #${number} पहले ही डिलीवरी के लिए निकल चुका है।`,
  notOutYet: ({ number }) => `ऑर्डर #${number} अभी किसी राइडर को नहीं दिया गया है।`,
  alreadyDelivered: ({ number }) => `ऑर्डर #${number} पहले ही डिलीवर हो गया है।`,
  shopperCancelled: 'ग्राहक ने यह ऑर्डर रद्द कर दिया है।',
  shopCancelled: ({ number, by, reason }) =>
    by ? `${by} ऑर्डर #${number} पहले ही रद्द कर चुके हैं (${reason})।` : `ऑर्डर #${number} पहले ही रद्द हो चुका है (${reason})।`,
  reasonOutOfStock: 'सामान ख़त्म',
  reasonShopClosed: 'दुकान बंद',
  reasonAddressNotServed: 'इस पते पर डिलीवरी नहीं',
  reasonShopperAsked: 'ग्राहक के कहने पर',
  lineNotInOrder: 'इस ऑर्डर में यह सामान नहीं है।',
  moreThanOrdered: ({ ordered }) => `ग्राहक ने ${ordered} मँगाए थे: दुकान कम दे सकती है, ज़्यादा नहीं।`,
  notEnoughStockForLine: ({ name, available }) => `${name} के सिर्फ़ ${available} और बचे हैं।`,
  lastLineCancelInstead: 'इस ऑर्डर का और कोई सामान उपलब्ध नहीं है: इसके बजाय ऑर्डर रद्द करें।',
  noSuchRider: 'यह राइडर नहीं मिला: शायद उन्हें स्टाफ़ से हटा दिया गया है।',
  notARider: ({ name }) => `${name} राइडर नहीं हैं: ऑर्डर किसी राइडर को दें।`,
  upiReferenceNeeded: 'UPI से भुगतान: ग्राहक के ऐप में दिखा UPI रेफ़रेंस नंबर डालें।',
  upiReferenceField: 'UPI रेफ़रेंस नंबर डालें (12 अंक, UTR)',
} satisfies Translation<typeof en>;

export const boardMessages = { en, hi };
