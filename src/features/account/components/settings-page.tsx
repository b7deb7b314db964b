import { DocumentTitle } from '#src/components/ui/document-title';
import { useShopper } from '#src/domain/session/use-shopper';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { SettingsAccountInfo } from './settings-account-info';
import { SettingsAppearance } from './settings-appearance';
import { SettingsNotifications } from './settings-notifications';
import { SettingsPrivacy } from './settings-privacy';
import { SettingsRegion } from './settings-region';
import { SettingsSessions } from './settings-sessions';
import { SettingsYourData } from './settings-your-data';
import '../account-settings.css';

/**
 * /dashboard/settings (spec 001 §2). Every choice is kept on this device and takes effect where the
 * shop can honour it; what the shop cannot do yet is said plainly rather than pretended.
 */
export function SettingsPage() {
  const user = useShopper();
  return (
    <div className="page settings-page">
      <DocumentTitle title={m.account_section_settings()} />
      <h1>{m.account_section_settings()}</h1>
      <SettingsAccountInfo />
      <SettingsNotifications />
      <SettingsRegion />
      <SettingsAppearance />
      <SettingsPrivacy />
      <SettingsSessions />
      {user && <SettingsYourData shopper={user} />}
    </div>
  );
}
