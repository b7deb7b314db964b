import { useAtom, useAtomValue } from 'jotai';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { darkModeAtom, followsSystemThemeAtom } from '../state/theme';
import { SettingsSection } from './settings-section';
import { SettingSwitch } from './settings-switch';

/** Dark mode: the phone's setting until the shopper chooses, then their choice, applied at once. */
export function SettingsAppearance() {
  const [darkMode, setDarkMode] = useAtom(darkModeAtom);
  const followsSystem = useAtomValue(followsSystemThemeAtom);
  return (
    <SettingsSection title={m.account_appearance_title()}>
      <SettingSwitch
        label={m.account_appearance_dark_mode()}
        description={followsSystem ? m.account_appearance_follows_phone() : m.account_appearance_your_choice()}
        checked={darkMode}
        onChange={setDarkMode}
      />
      {!followsSystem && (
        <button type="button" className="button-secondary" onClick={() => setDarkMode(null)}>
          {m.account_appearance_follow_phone()}
        </button>
      )}
    </SettingsSection>
  );
}
