import { useAtom } from 'jotai';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { type NotificationSettings, notificationSettingsAtom } from '../state/settings.atoms';
import { SettingsSection } from './settings-section';
import { SettingSwitch } from './settings-switch';

const CHANNELS: { key: keyof NotificationSettings; label: () => string }[] = [
  { key: 'email', label: m.account_notifications_email },
  { key: 'sms', label: m.account_notifications_sms },
  { key: 'push', label: m.account_notifications_push },
  { key: 'marketing', label: m.account_notifications_marketing },
];

/** Spec 001 §2: email, sms, push and marketing toggles, kept on this device. */
export function SettingsNotifications() {
  const [notifications, setNotifications] = useAtom(notificationSettingsAtom);
  return (
    <SettingsSection title={m.account_notifications_title()}>
      <p className="settings-note">{m.account_notifications_note()}</p>
      {CHANNELS.map(({ key, label }) => (
        <SettingSwitch
          key={key}
          label={label()}
          checked={notifications[key]}
          onChange={(checked) => setNotifications((current) => ({ ...current, [key]: checked }))}
        />
      ))}
    </SettingsSection>
  );
}
