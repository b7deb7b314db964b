import { useAtom } from 'jotai';
import { type NotificationSettings, notificationSettingsAtom } from '../state/settings.atoms';
import { SettingsSection } from './settings-section';
import { SettingSwitch } from './settings-switch';

const CHANNELS: { key: keyof NotificationSettings; label: string }[] = [
  { key: 'email', label: 'Email notifications' },
  { key: 'sms', label: 'SMS notifications' },
  { key: 'push', label: 'Push notifications' },
  { key: 'marketing', label: 'Marketing and offers' },
];

/** Spec 001 §2: email, sms, push and marketing toggles, kept on this device. */
export function SettingsNotifications() {
  const [notifications, setNotifications] = useAtom(notificationSettingsAtom);
  return (
    <SettingsSection title="Notifications">
      <p className="settings-note">
        Kept on this phone. Kirana does not send order updates or offers by email, SMS or push notification yet; when it
        does, it will follow these choices. Sign-in codes always come by SMS.
      </p>
      {CHANNELS.map(({ key, label }) => (
        <SettingSwitch
          key={key}
          label={label}
          checked={notifications[key]}
          onChange={(checked) => setNotifications((current) => ({ ...current, [key]: checked }))}
        />
      ))}
    </SettingsSection>
  );
}
