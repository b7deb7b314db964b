import { useAtom, useAtomValue } from 'jotai';
import { darkModeAtom, followsSystemThemeAtom } from '../state/theme';
import { SettingsSection } from './settings-section';
import { SettingSwitch } from './settings-switch';

/** Dark mode: the phone's setting until the shopper chooses, then their choice, applied at once. */
export function SettingsAppearance() {
  const [darkMode, setDarkMode] = useAtom(darkModeAtom);
  const followsSystem = useAtomValue(followsSystemThemeAtom);
  return (
    <SettingsSection title="Appearance">
      <SettingSwitch
        label="Dark mode"
        description={
          followsSystem ? "Following your phone's setting until you choose." : 'Your choice, kept on this phone.'
        }
        checked={darkMode}
        onChange={setDarkMode}
      />
      {!followsSystem && (
        <button type="button" className="button-secondary" onClick={() => setDarkMode(null)}>
          Follow my phone's setting
        </button>
      )}
    </SettingsSection>
  );
}
