import * as v from 'valibot';
import { storedSetting } from './stored-setting';

/** Spec 001 §3: notifications {email, sms, push, marketing}. */
const NotificationSettingsSchema = v.object({
  email: v.boolean(),
  sms: v.boolean(),
  push: v.boolean(),
  marketing: v.boolean(),
});
export type NotificationSettings = v.InferOutput<typeof NotificationSettingsSchema>;

/** Order updates on, promotions off until the shopper asks for them. */
export const notificationSettingsAtom = storedSetting<NotificationSettings>(
  'kirana-settings-notifications',
  NotificationSettingsSchema,
  { email: true, sms: true, push: false, marketing: false },
);

/**
 * The shop sells in rupees, so INR comes first and is the default; the spec's other currencies stay
 * listed, so a choice stored by an earlier version (USD was the default then) still reads as made.
 */
export const CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_SYMBOLS: Record<Currency, string> = {
  INR: '₹',
  USD: '$',
  EUR: '€',
  GBP: '£',
  CAD: 'C$',
  AUD: 'A$',
  JPY: '¥',
};
export const currencyAtom = storedSetting<Currency>('kirana-settings-currency', v.picklist(CURRENCIES), 'INR');

/** Spec 001 §2: data collection and personalized recommendations, both on by default. */
const PrivacySettingsSchema = v.object({ dataCollection: v.boolean(), personalizedRecommendations: v.boolean() });
export type PrivacySettings = v.InferOutput<typeof PrivacySettingsSchema>;
export const privacySettingsAtom = storedSetting<PrivacySettings>('kirana-settings-privacy', PrivacySettingsSchema, {
  dataCollection: true,
  personalizedRecommendations: true,
});

/**
 * The shopper's dark mode choice; null until they choose, and the theme follows the phone's
 * setting meanwhile. index.html reads the same key before the first paint.
 */
export const DARK_MODE_STORAGE_KEY = 'kirana-dark-mode';
export const darkModeChoiceAtom = storedSetting<boolean | null>(DARK_MODE_STORAGE_KEY, v.nullable(v.boolean()), null);
