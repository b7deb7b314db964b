import type { Translation } from '../../i18n/say';

/** What the owner and packers are told by the catalog editor (decision 112), in their words. */
const en = {
  productNotFound: 'No product with this number.',
  saved: ({ name }: { name: string }) => `${name}: saved.`,
  nothingChanged: ({ name }: { name: string }) => `${name}: nothing to change.`,
  added: ({ name }: { name: string }) => `${name} is added and on sale.`,
  packersStockOnly: ({ fields }: { fields: string[] }) =>
    `Packers may change the stock only, not ${fields.join(', ')}. Ask the owner.`,
  packersStockOnlyField: 'Only the owner may change this',
  priceAboveMrp: ({ price, mrp }: { price: number; mrp: number }) =>
    `The price (₹${price}) cannot be above the MRP (₹${mrp}).`,
  priceAboveMrpField: 'At most the MRP',
  unknownCategory: ({ example }: { example: string }) =>
    `No such category in the shop: choose one of its categories, such as ${example}.`,
  unknownCategoryField: "Choose one of the shop's categories",
  barcodeTaken: ({ name, id }: { name: string; id: number }) =>
    `This barcode is already on ${name} (#${id}): scan the pack again, or change that product.`,
  barcodeTakenField: 'Already on another product',
  notMultipart: 'Send the picture as a form (multipart/form-data).',
  unreadableForm: 'The form could not be read. Try again.',
  noPicture: 'Choose one picture to send, in the field "picture".',
  noPictureField: 'Choose a picture',
  pictureTooLarge: ({ megabytes }: { megabytes: number }) => `The picture must be ${megabytes} MB or smaller.`,
  pictureTooLargeField: 'Too large',
  pictureTooManyPixels: 'The picture has too many pixels: take it again at a lower resolution.',
  badPictureType: 'The picture must be a JPEG, PNG or WebP photo.',
  badPictureTypeField: 'JPEG, PNG or WebP only',
  pictureSaved: ({ name }: { name: string }) => `${name}: picture saved.`,
};

const hi = {
  productNotFound: 'इस नंबर का कोई सामान नहीं है।',
  saved: ({ name }) => `${name}: सेव हो गया।`,
  nothingChanged: ({ name }) => `${name}: बदलने को कुछ नहीं था।`,
  added: ({ name }) => `${name} जुड़ गया और बिक्री पर है।`,
  packersStockOnly: ({ fields }) => `पैकर सिर्फ़ स्टॉक बदल सकते हैं, ${fields.join(', ')} नहीं। मालिक से कहें।`,
  packersStockOnlyField: 'इसे सिर्फ़ मालिक बदल सकते हैं',
  priceAboveMrp: ({ price, mrp }) => `दाम (₹${price}) MRP (₹${mrp}) से ज़्यादा नहीं हो सकता।`,
  priceAboveMrpField: 'ज़्यादा से ज़्यादा MRP',
  unknownCategory: ({ example }) => `दुकान में ऐसी कोई श्रेणी नहीं है: दुकान की कोई श्रेणी चुनें, जैसे ${example}।`,
  unknownCategoryField: 'दुकान की कोई श्रेणी चुनें',
  barcodeTaken: ({ name, id }) => `यह बारकोड पहले से ${name} (#${id}) पर है: पैकेट फिर से स्कैन करें, या उस सामान को बदलें।`,
  barcodeTakenField: 'किसी और सामान पर है',
  notMultipart: 'फ़ोटो फ़ॉर्म के रूप में भेजें (multipart/form-data)।',
  unreadableForm: 'फ़ॉर्म पढ़ा नहीं जा सका। फिर से कोशिश करें।',
  noPicture: '"picture" में एक फ़ोटो चुनकर भेजें।',
  noPictureField: 'फ़ोटो चुनें',
  pictureTooLarge: ({ megabytes }) => `फ़ोटो ${megabytes} MB या उससे छोटी होनी चाहिए।`,
  pictureTooLargeField: 'बहुत बड़ी है',
  pictureTooManyPixels: 'फ़ोटो में बहुत ज़्यादा पिक्सेल हैं: कम रेज़ोल्यूशन पर फिर से खींचें।',
  badPictureType: 'फ़ोटो JPEG, PNG या WebP होनी चाहिए।',
  badPictureTypeField: 'सिर्फ़ JPEG, PNG या WebP',
  pictureSaved: ({ name }) => `${name}: फ़ोटो सेव हो गई।`,
} satisfies Translation<typeof en>;

export const shopCatalogMessages = { en, hi };
