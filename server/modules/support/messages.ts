import { SUPPORT_FILE_EXTENSIONS, SUPPORT_TEXTS } from '../../../contract/support';
import type { Translation } from '../../i18n/say';

/** The Help Center's contact form (मदद). The English words are the spec's, kept in the contract. */
const en = {
  sent: SUPPORT_TEXTS.sent,
  missingFields: SUPPORT_TEXTS.missingFields,
  badEmail: SUPPORT_TEXTS.badEmail,
  badFileType: SUPPORT_TEXTS.badFileType,
  fileTooLarge: SUPPORT_TEXTS.fileTooLarge,
  noRoom: SUPPORT_TEXTS.noRoom,
  notMultipart: 'Send the support form as multipart/form-data.',
  unreadableForm: 'The form could not be read. Please try again.',
  invalidForm: 'Invalid form',
  oneFileOnly: 'Please attach one file only.',
  oneFileOnlyField: 'only one file may be attached',
  fileTypeField: `file must be a ${SUPPORT_FILE_EXTENSIONS.join(', ')} file`,
  fileTooLargeField: 'file must be at most 10 MB',
  noRoomField: 'attachments cannot be stored just now',
  tooManyMessages: 'Too many messages.',
  tooManyTries: 'Too many tries at sending a message from this network.',
};

const hi = {
  sent: 'संदेश भेज दिया गया! हम 24 घंटे के अंदर आपसे संपर्क करेंगे।',
  missingFields: 'कृपया सभी ज़रूरी जानकारी भरें।',
  badEmail: 'कृपया सही ईमेल पता लिखें।',
  badFileType: 'फ़ाइल JPG, JPEG, PNG, PDF, DOC या DOCX होनी चाहिए।',
  fileTooLarge: 'फ़ाइल 10 MB या उससे छोटी होनी चाहिए।',
  noRoom: 'अभी हम फ़ाइल नहीं ले पा रहे हैं। अपना संदेश फ़ाइल के बिना भेजें, या बाद में फिर कोशिश करें।',
  notMultipart: 'मदद का फ़ॉर्म multipart/form-data में भेजें।',
  unreadableForm: 'फ़ॉर्म पढ़ा नहीं जा सका। कृपया फिर से कोशिश करें।',
  invalidForm: 'फ़ॉर्म की जानकारी ठीक नहीं है।',
  oneFileOnly: 'कृपया सिर्फ़ एक फ़ाइल लगाएँ।',
  oneFileOnlyField: 'सिर्फ़ एक फ़ाइल लगाई जा सकती है।',
  fileTypeField: 'फ़ाइल JPG, JPEG, PNG, PDF, DOC या DOCX होनी चाहिए।',
  fileTooLargeField: 'फ़ाइल 10 MB या उससे छोटी होनी चाहिए।',
  noRoomField: 'अभी फ़ाइल नहीं रखी जा सकती।',
  tooManyMessages: 'बहुत सारे संदेश भेजे गए हैं।',
  tooManyTries: 'इस नेटवर्क से संदेश भेजने की बहुत ज़्यादा कोशिशें हुई हैं।',
} satisfies Translation<typeof en>;

export const supportMessages = { en, hi };
