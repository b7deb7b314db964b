import { useAtom } from 'jotai';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { privacySettingsAtom } from '../state/settings.atoms';
import { SettingsSection } from './settings-section';
import { SettingSwitch } from './settings-switch';

/** Spec 001 §2: data collection and personalized recommendations (both on by default), and cookies. */
export function SettingsPrivacy() {
  const [privacy, setPrivacy] = useAtom(privacySettingsAtom);
  return (
    <SettingsSection title={m.account_privacy_title()}>
      <SettingSwitch
        label={m.account_privacy_data_collection()}
        checked={privacy.dataCollection}
        onChange={(dataCollection) => setPrivacy((current) => ({ ...current, dataCollection }))}
      />
      <SettingSwitch
        label={m.account_privacy_personalized()}
        checked={privacy.personalizedRecommendations}
        onChange={(personalizedRecommendations) =>
          setPrivacy((current) => ({ ...current, personalizedRecommendations }))
        }
      />
      <p className="settings-note">{m.account_privacy_note()}</p>
      <details className="settings-details">
        <summary>{m.account_privacy_cookies()}</summary>
        <p>{m.account_privacy_cookies_text()}</p>
      </details>
    </SettingsSection>
  );
}
