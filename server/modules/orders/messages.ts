import { FIRST_ORDER_DISCOUNT_PERCENT } from '../../../contract/discount';
import { plural, type Translation } from '../../i18n/say';

/** Placing, following and cancelling orders: confirmOrder's refusals come back to the checkout. */
const en = {
  orderNotFound: 'Order not found',
  addressNotFound: 'Address not found',
  noSuchAddress: 'No such address in your address book',
  productsGone: 'Some products in your order are no longer available',
  noSuchProduct: 'No such product',
  totalMismatch: 'The total does not match today’s prices. Please review your order.',
  pricesChanged: 'Prices have changed since you added these items. Please review your order.',
  firstOrderDiscount: `This is your first order, so ${FIRST_ORDER_DISCOUNT_PERCENT}% comes off the items. Please review the new total.`,
  noFirstOrderDiscount:
    'The first-order discount no longer applies: your account already has an order. Please review the new total.',
  /** `shortages`: each product's name, with "(only 2 left)" when some are left (shortage below). */
  notEnoughStock: ({ shortages }: { shortages: string[] }) => `Not enough stock for: ${shortages.join(', ')}`,
  shortage: ({ name, available }: { name: string; available: number }) =>
    available > 0 ? `${name} (only ${available} left)` : name,
  onlyLeft: ({ available }: { available: number }) => `Only ${available} left`,
  outOfStock: 'Out of stock',
  alreadyDelivered: 'This order was already delivered — it can no longer be cancelled.',
  alreadyPacked: 'This order is already packed — it has been handed over for delivery and can no longer be cancelled.',
  tooManyOrders: 'You have placed a great many orders in the last hour.',
  tooManyOpenOrders: ({ limit }: { limit: number }) =>
    `You already have ${limit} orders on their way. Please wait for one to arrive, or cancel one, before placing another.`,
  /** `products`: each product's name with how many more may be ordered (moreAllowed below). */
  tooManyUnits: ({ limit, products }: { limit: number; products: string[] }) =>
    `At most ${limit} of one product can be on order for you at once: ${products.join(', ')}. Please lower the quantity, or wait for your earlier orders to arrive.`,
  moreAllowed: ({ name, more }: { name: string; more: number }) =>
    more > 0 ? `${name} (${more} more)` : `${name} (no more until your orders arrive)`,
  atMostMore: ({ more }: { more: number }) => (more > 0 ? `At most ${more} more` : 'No more until your orders arrive'),
};

const hi = {
  orderNotFound: 'ऑर्डर नहीं मिला।',
  addressNotFound: 'पता नहीं मिला।',
  noSuchAddress: 'यह पता आपकी पता-सूची में नहीं है।',
  productsGone: 'आपके ऑर्डर का कुछ सामान अब नहीं मिल रहा है।',
  noSuchProduct: 'यह सामान अब नहीं मिल रहा है।',
  totalMismatch: 'कुल रक़म आज के दाम से मेल नहीं खाती। कृपया अपना ऑर्डर एक बार देख लें।',
  pricesChanged: 'सामान थैले में डालने के बाद दाम बदल गए हैं। कृपया अपना ऑर्डर एक बार देख लें।',
  firstOrderDiscount: `यह आपका पहला ऑर्डर है, इसलिए सामान पर ${FIRST_ORDER_DISCOUNT_PERCENT}% छूट मिलेगी। कृपया नई कुल रक़म देख लें।`,
  noFirstOrderDiscount: 'पहले ऑर्डर की छूट अब नहीं मिलेगी: आपके खाते से पहले ही एक ऑर्डर हो चुका है। कृपया नई कुल रक़म देख लें।',
  notEnoughStock: ({ shortages }) => `इतना सामान नहीं बचा है: ${shortages.join(', ')}`,
  shortage: ({ name, available }) =>
    available > 0
      ? `${name} (${plural('hi', available, { one: `सिर्फ़ ${available} बचा है`, other: `सिर्फ़ ${available} बचे हैं` })})`
      : name,
  onlyLeft: ({ available }) =>
    plural('hi', available, { one: `सिर्फ़ ${available} बचा है`, other: `सिर्फ़ ${available} बचे हैं` }),
  outOfStock: 'ख़त्म हो गया है',
  alreadyDelivered: 'यह ऑर्डर पहुँच चुका है — अब इसे रद्द नहीं किया जा सकता।',
  alreadyPacked: 'यह ऑर्डर पैक होकर डिलीवरी के लिए निकल चुका है — अब इसे रद्द नहीं किया जा सकता।',
  tooManyOrders: 'आपने पिछले एक घंटे में बहुत सारे ऑर्डर किए हैं।',
  tooManyOpenOrders: ({ limit }) =>
    `आपके ${limit} ऑर्डर पहले से रास्ते में हैं। नया ऑर्डर करने से पहले किसी एक के पहुँचने का इंतज़ार करें, या कोई एक रद्द करें।`,
  tooManyUnits: ({ limit, products }) =>
    `एक सामान ज़्यादा से ज़्यादा ${limit} एक साथ ऑर्डर में रह सकता है: ${products.join(', ')}। कृपया मात्रा कम करें, या पिछले ऑर्डर पहुँचने का इंतज़ार करें।`,
  moreAllowed: ({ name, more }) => (more > 0 ? `${name} (${more} और)` : `${name} (ऑर्डर पहुँचने तक और नहीं)`),
  atMostMore: ({ more }) => (more > 0 ? `ज़्यादा से ज़्यादा ${more} और` : 'ऑर्डर पहुँचने तक और नहीं'),
} satisfies Translation<typeof en>;

export const ordersMessages = { en, hi };
