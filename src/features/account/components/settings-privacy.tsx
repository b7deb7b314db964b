import { useAtom } from 'jotai';
import { privacySettingsAtom } from '../state/settings.atoms';
import { SettingsSection } from './settings-section';
import { SettingSwitch } from './settings-switch';

/** Spec 001 §2: data collection and personalized recommendations (both on by default), and cookies. */
export function SettingsPrivacy() {
  const [privacy, setPrivacy] = useAtom(privacySettingsAtom);
  return (
    <SettingsSection title="Privacy">
      <SettingSwitch
        label="Data collection"
        checked={privacy.dataCollection}
        onChange={(dataCollection) => setPrivacy((current) => ({ ...current, dataCollection }))}
      />
      <SettingSwitch
        label="Personalized recommendations"
        checked={privacy.personalizedRecommendations}
        onChange={(personalizedRecommendations) =>
          setPrivacy((current) => ({ ...current, personalizedRecommendations }))
        }
      />
      <p className="settings-note">
        These choices are kept on this phone; the shop does not act on them yet. The products you view and the words you
        search for are saved with your account so they can be shown to you again: Download My Data shows them, and
        Delete Account removes them.
      </p>
      <details className="settings-details">
        <summary>Manage Cookies</summary>
        <p>
          There is nothing to switch off: Kirana uses no advertising or tracking cookies. It sets only the session
          cookie that keeps you signed in, and for a few minutes while you sign in, one that remembers your number was
          verified.
        </p>
      </details>
    </SettingsSection>
  );
}
