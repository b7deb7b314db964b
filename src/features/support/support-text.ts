import { SUPPORT_TEXTS } from '#contract/support';
import { m } from '#src/lib/i18n/paraglide/messages.js';

/**
 * The texts of spec 001 §8 are the contract's, in English: the server answers with them and the form
 * checks with them. Shown to the shopper, each is said in their language; any other text (a reason
 * only the server knows) shows as it came.
 */
const TRANSLATED = new Map<string, () => string>([
  [SUPPORT_TEXTS.missingFields, m.support_missing_fields],
  [SUPPORT_TEXTS.badEmail, m.support_bad_email],
  [SUPPORT_TEXTS.badFileType, m.support_bad_file_type],
  [SUPPORT_TEXTS.fileTooLarge, m.support_file_too_large],
  [SUPPORT_TEXTS.noRoom, m.support_no_room],
  [SUPPORT_TEXTS.sent, m.support_sent],
  [SUPPORT_TEXTS.failed, m.support_failed],
  [SUPPORT_TEXTS.network, m.support_network],
]);

export function supportText(text: string): string {
  return TRANSLATED.get(text)?.() ?? text;
}
