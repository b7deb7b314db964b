import { ADDRESS_MESSAGES, type AddressType, lastDefaultMessage, MAX_ADDRESSES } from '../../../contract/address';
import type { Translation } from '../../i18n/say';

/** The address book (पते). The English words are the spec's, kept in the contract. */
const en = {
  added: ADDRESS_MESSAGES.added,
  updated: ADDRESS_MESSAGES.updated,
  deleted: ADDRESS_MESSAGES.deleted,
  notFound: 'Address not found',
  full: `You can keep at most ${MAX_ADDRESSES} addresses. Delete one to add another.`,
  idMissing: 'Invalid id',
  idRequired: 'id is required',
  lastDefault: ({ type }: { type: AddressType }) => lastDefaultMessage(type),
};

const hi = {
  added: 'पता जुड़ गया!',
  updated: 'पता बदल दिया गया!',
  deleted: 'पता हटा दिया गया।',
  notFound: 'पता नहीं मिला।',
  full: `आप ज़्यादा से ज़्यादा ${MAX_ADDRESSES} पते रख सकते हैं। नया पता जोड़ने के लिए कोई एक पता हटाएँ।`,
  idMissing: 'कौन-सा पता बदलना है, यह नहीं बताया गया।',
  idRequired: 'पता चुनना ज़रूरी है।',
  lastDefault: ({ type }) =>
    `कम से कम एक डिफ़ॉल्ट ${type === 'billing' ? 'बिल का' : 'डिलीवरी का'} पता ज़रूरी है। यह निशान हटाने से पहले किसी दूसरे पते को डिफ़ॉल्ट बनाएँ।`,
} satisfies Translation<typeof en>;

export const addressesMessages = { en, hi };
