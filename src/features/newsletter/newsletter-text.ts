import { NEWSLETTER_TEXTS } from '#contract/newsletter';
import { m } from '#src/lib/i18n/paraglide/messages.js';

/**
 * The newsletter's texts are the contract's, in English: the server answers with them. Shown to the
 * shopper, each is said in their language; any other text (a reason only the server knows) shows as it came.
 */
const TRANSLATED = new Map<string, () => string>([
  [NEWSLETTER_TEXTS.checkInbox, m.newsletter_check_inbox],
  [NEWSLETTER_TEXTS.confirmed, m.newsletter_confirmed],
  [NEWSLETTER_TEXTS.badEmail, m.newsletter_bad_email],
  [NEWSLETTER_TEXTS.badLink, m.newsletter_bad_link],
]);

export function newsletterText(text: string): string {
  return TRANSLATED.get(text)?.() ?? text;
}
