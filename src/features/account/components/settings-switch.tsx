import { useId } from 'react';

interface SettingSwitchProps {
  label: string;
  /** Read after the label by screen readers. */
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting: a real checkbox (keyboard and forms work as usual) announced as a switch. */
export function SettingSwitch({ label, description, checked, onChange }: SettingSwitchProps) {
  const id = useId();
  return (
    <div className="settings-switch">
      <label htmlFor={id} className="settings-switch__label">
        {label}
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="settings-switch__control"
        checked={checked}
        aria-checked={checked}
        aria-describedby={description ? `${id}-text` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      {description && (
        <p id={`${id}-text`} className="settings-switch__text">
          {description}
        </p>
      )}
    </div>
  );
}
